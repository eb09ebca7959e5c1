// Files joined with `cat` each bring their byte-order mark: one at the start of an NDJSON line or a JSON
// element is that file's mark, not data (JSON.parse refused it, a FAIL row with an invisible character in its message).
import { describe, expect, it } from 'vitest';
import { readAll } from '../integrity/read-open.js';

const BOM = '\ufeff';
const a = '{"id": "1", "street": "1 Main St", "zip": "62701"}';
const b = '{"id": "2", "street": "2 Main St", "zip": "62701"}';

describe('a byte-order mark inside the input (files joined with cat)', () => {
  it('NDJSON: a mark at the start of a later line is skipped, the line is its row', async () => {
    for (const eol of ['\n', '\r\n']) {
      const { rows, error } = await readAll(`${BOM}${a}${eol}${BOM}${b}${eol}`, { format: 'ndjson' });
      expect(error).toBeUndefined();
      expect(rows.map((r) => r.error ?? r.request!.street_address)).toEqual(['1 Main St', '2 Main St']);
    }
  });

  it('JSON array: a mark before an element is skipped; inside a string it is data', async () => {
    const { rows } = await readAll(`[${a},\n${BOM}${b}, {"id": "3", "street": "${BOM}3 Main St", "zip": "62701"}]`, { format: 'json' });
    expect(rows.map((r) => r.error ?? r.request!.street_address)).toEqual(['1 Main St', '2 Main St', `${BOM}3 Main St`]);
  });

  it('a line holding only a mark is blank (no row); a mark inside a line is still a FAIL', async () => {
    const { rows } = await readAll(`${a}\n${BOM}\n{"id": ${BOM}"4"}\n`, { format: 'ndjson' });
    expect(rows.map((r) => (r.error ? 'FAIL' : r.request!.street_address))).toEqual(['1 Main St', 'FAIL']);
  });
});
