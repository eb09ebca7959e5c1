import { describe, expect, it } from 'vitest';
import { packRequests, requestReader, unpackRequests } from '../../src/service/packed-requests.js';
import type { LookupRequest } from '../../src/wire/types.js';

describe('packed requests', () => {
  it('come back field for field, in the same key order, whatever the text holds', () => {
    const requests: LookupRequest[] = [
      { street_address: '12 Main St', apt_suite_other: '', city: 'Burlington', state: 'VT', zip_code: '05401' },
      { street_address: 'a,"b"\r\n\u0000 \ud800 é 𝄞', apt_suite_other: 'Apt 4', city: '', state: '', zip_code: '' },
      { street_address: '', apt_suite_other: '', city: '', state: '', zip_code: '' },
    ];
    const packed = packRequests(requests)!;
    expect(packed).toBeDefined();
    const back = unpackRequests(structuredClone(packed));
    expect(back).toEqual(requests);
    expect(back.map((r) => JSON.stringify(r))).toEqual(requests.map((r) => JSON.stringify(r)));
    expect(requests.map((_, i) => JSON.stringify(requestReader(packed)(i)))).toEqual(requests.map((r) => JSON.stringify(r)));
  });

  it('are not packed unless every request has the same lookup fields, all text', () => {
    const one: LookupRequest = { full_address: '1 Main St, Springfield IL' };
    expect(packRequests([one, { full_address: '2 Main St', city: 'X' }])).toBeUndefined();
    expect(packRequests([{ city: 'A', state: 'B' }, { state: 'B', city: 'A' }])).toBeUndefined();
    expect(packRequests([one, { full_address: 7 } as unknown as LookupRequest])).toBeUndefined();
    expect(packRequests([one, null as unknown as LookupRequest])).toBeUndefined();
    expect(packRequests([{ full_address: 'x', id: '7' }])).toBeUndefined();
    expect(packRequests([JSON.parse('{"__proto__": "x"}') as LookupRequest])).toBeUndefined();
    expect(packRequests([])).toBeUndefined();
    expect(packRequests([one])).toBeDefined();
  });
});
