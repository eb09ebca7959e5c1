// The city and state fields are read once per spelling (normalize/text-memo.ts): the memo must give each later row
// what reading it afresh would, whatever else that row holds, and must be one per tables object and bounded.
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import type { Tables } from '../../../src/engine/normalize/tables.js';
import { memoOf, type TextMemo } from '../../../src/engine/normalize/text-memo.js';
import type { ComponentsInput } from '../../../src/engine/types.js';

const tables = loadTables();

function parts(normalizer: ReturnType<typeof createNormalizer>, input: ComponentsInput) {
  const r = normalizer.parse(input);
  if (!r.ok) throw new Error(`${r.reason}: ${r.message}`);
  return r.parts;
}

describe('the city field read once', () => {
  it('a unit in the city field: each row read as a fresh normalizer reads it, whether or not the row has a unit of its own', () => {
    const n = createNormalizer(tables);
    const city = 'Burlington Apt 4';
    const rows: ComponentsInput[] = [
      { streetAddress: '12 Main St', city, state: 'VT' },
      { streetAddress: '12 Main St', aptSuiteOther: '# 5', city, state: 'VT' },
      { streetAddress: '12 Main St', city, state: 'VT' },
    ];
    const read = rows.map((r) => parts(n, r));
    expect(read.map((p) => [p.secondaryAbbrev, p.secondaryNo])).toEqual([['APT', '4'], ['#', '5'], ['APT', '4']]);
    expect(read[0]!.city).toBe('BURLINGTON');
    rows.forEach((r, i) => expect(read[i]).toEqual(parts(createNormalizer({ ...tables }), r)));
  });

  it('rows read after the memo holds their city and state give what a fresh normalizer gives', () => {
    const warm = createNormalizer(tables);
    const inputs: ComponentsInput[] = ['St. Albans', 'ST ALBANS', 'Mt Holly', 'N Hollywood', 'Palm Bch Gdns', 'Towson MD'].flatMap((city) =>
      ['VT', 'vermont', 'Calif.', 'Md'].map((state) => ({ streetAddress: '1 Main St', city, state })),
    );
    for (const input of inputs) parts(warm, input);
    for (const input of inputs) expect(parts(warm, input)).toEqual(parts(createNormalizer({ ...tables }), input));
  });
});

describe('memoOf', () => {
  it('keeps one memo per tables object', () => {
    const memos = new WeakMap<Tables, TextMemo<string>>();
    const other = { ...tables };
    memoOf(memos, tables).set('X', 'one');
    expect(memoOf(memos, tables).get('X')).toBe('one');
    expect(memoOf(memos, other).get('X')).toBeUndefined();
  });

  it('starts again empty once it holds its limit, so a list of distinct values cannot grow it', () => {
    const memos = new WeakMap<Tables, TextMemo<number>>();
    const m = memoOf(memos, tables, 3);
    for (const [i, k] of ['A', 'B', 'C'].entries()) m.set(k, i);
    expect(m.get('C')).toBe(2);
    m.set('D', 3);
    expect([m.get('A'), m.get('C'), m.get('D')]).toEqual([undefined, undefined, 3]);
  });
});
