// A file read as NDJSON (by its .ndjson / .jsonl name, --input-format, or a first `{`) that is not one object per
// line: pretty-printed JSON (`jq .`, an indented dump) gave one FAIL row per line, exit 0: two records, ten rows.
import { describe, expect, it } from 'vitest';
import { readAll } from '../integrity/read-open.js';

const objs = [{ id: '1', street: '1 Main St', zip: '62701' }, { id: '2', street: '2 Main St', zip: '62701' }];
const pretty = objs.map((o) => JSON.stringify(o, null, 2)).join('\n');

describe('NDJSON that is not one object per line', () => {
  it('objects over several lines (jq . output) are refused with what to do, not a FAIL row per line', async () => {
    for (const format of ['ndjson', undefined] as const) {
      const r = await readAll(`${pretty}\n`, format ? { format } : {});
      expect(r.rows).toEqual([]);
      expect(r.error).toMatch(/not NDJSON.*one object per line.*jq -c/);
    }
  });

  it('a JSON array named .ndjson / .jsonl is refused, saying --input-format json', async () => {
    for (const text of [`${JSON.stringify(objs, null, 2)}\n`, `[${JSON.stringify(objs[0])},\n${JSON.stringify(objs[1])}]\n`]) {
      const r = await readAll(text, { format: 'ndjson' });
      expect(r.rows).toEqual([]);
      expect(r.error).toMatch(/a JSON array, not NDJSON.*--input-format json/);
    }
  });

  it('real NDJSON still reads, a damaged first line included (one FAIL row)', async () => {
    const lines = objs.map((o) => JSON.stringify(o));
    expect((await readAll(`${lines.join('\n')}\n`, { format: 'ndjson' })).rows.map((r) => r.error ?? r.request!.street_address)).toEqual(['1 Main St', '2 Main St']);
    const damaged = await readAll(`{"id": "0", "street": \n${lines.join('\n')}\n[1, 2]\n`, { format: 'ndjson' });
    expect(damaged.rows.map((r) => (r.error ? 'FAIL' : r.request!.street_address))).toEqual(['FAIL', '1 Main St', '2 Main St', 'FAIL']);
  });
});
