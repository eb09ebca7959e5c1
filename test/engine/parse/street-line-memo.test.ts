// street_address lines read once per spelling (street-line-memo.ts): a line whose reading was kept for one house
// number must parse, with another number of the same length, exactly as a parser that never saw it does. The
// oracle is a parse over a copy of the tables (a memo of its own, empty). Lines: every street of the shared
// reference (as written there, title-cased and lower-cased), the usaddress corpora's delivery lines, and random
// lines of the words the rules look for (directions, types, units, ordinals, fractions, routes, boxes).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer, type Tables } from '../../../src/engine/normalize/index.js';
import { applyReading, keptReading, lineKey } from '../../../src/engine/parse/street-line-memo.js';
import { emptyParts } from '../../../src/engine/parse/parts.js';
import type { ComponentsInput } from '../../../src/engine/types.js';
import { SHARED_DATA } from '../../helpers/cli.js';

const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const params = (numRuns: number): fc.Parameters<unknown> => ({ numRuns, ...(seed !== undefined ? { seed } : {}), endOnFailure: false });

const tables = loadTables();

/** A parse that has seen no line before (its own copy of the tables: memos are per tables object). */
const cold = (input: ComponentsInput) => createNormalizer({ ...tables } as Tables).parse(input);

const fields = (street: string): ComponentsInput => ({ streetAddress: street, city: 'BURLINGTON', state: 'VT', zipCode: '05401' });

/** A number of `len` digits not opening with 0, other than `not`. */
function numberOf(len: number, salt: number, not = ''): string {
  for (let k = 0; ; k++) {
    const n = String(10 ** (len - 1) + ((salt * 7919 + k * 104729) % (9 * 10 ** (len - 1))));
    if (n !== not) return n;
  }
}

/** Primes a warm parser with `rest` under one number, then compares another number's parse with a cold parser's. */
function checkLines(rests: readonly string[], lengths: readonly number[]): { checked: number; hits: number } {
  const warm = createNormalizer({ ...tables } as Tables);
  let checked = 0;
  let hits = 0;
  rests.forEach((rest, i) => {
    for (const len of lengths) {
      const a = numberOf(len, i);
      const b = numberOf(len, i + 1, a);
      warm.parse(fields(`${a} ${rest}`));
      const got = warm.parse(fields(`${b} ${rest}`));
      const want = cold(fields(`${b} ${rest}`));
      expect(got, `${b} ${rest} (after ${a} ${rest})`).toEqual(want);
      checked += 1;
      if (want.ok && want.parts.primaryNo === b) hits += 1;
    }
  });
  return { checked, hits };
}

const REF = join(SHARED_DATA, 'reference');
const CORPORA = join(SHARED_DATA, 'corpora/usaddress');
const HAVE_REF = existsSync(REF);
const HAVE_CORPORA = existsSync(CORPORA);

/** Distinct STREET values of the shared reference's OpenAddresses files. */
function referenceStreets(): string[] {
  const streets = new Set<string>();
  for (const name of readdirSync(REF).filter((f) => f.includes('.oa.csv'))) {
    const raw = readFileSync(join(REF, name));
    const text = (name.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
    const lines = text.split('\n');
    const col = lines[0]!.split(',').indexOf('STREET');
    for (const l of lines.slice(1)) {
      const s = l.split(',')[col];
      if (s) streets.add(s.trim());
    }
  }
  return [...streets];
}

const title = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

describe('street_address lines read once per spelling', () => {
  it('applyReading writes every part of a kept reading, the number its own', () => {
    const kept = emptyParts();
    for (const k of Object.keys(kept) as (keyof typeof kept)[]) kept[k] = `x-${k}`;
    const parts = emptyParts();
    applyReading(parts, { parts: kept, rest: [] }, '12');
    expect(parts).toEqual({ ...kept, primaryNo: '12' });
  });

  it('keeps no reading whose number may have come from a later word', () => {
    // ('100 FL 100 MAIN' reads its number after FL, as '819 FL 100 MAIN' does: kept, it would answer 819 MAIN FL 100)
    const warm = createNormalizer({ ...tables } as Tables);
    warm.parse(fields('100 FL 100 MAIN'));
    expect(warm.parse(fields('819 FL 100 MAIN'))).toEqual(cold(fields('819 FL 100 MAIN')));
    const parts = { ...emptyParts(), primaryNo: '12' };
    expect(keptReading(parts, [], ['12', 'MAIN', 'ST'])).toBeDefined();
    expect(keptReading(parts, [], ['12', 'VT', 'ROUTE', '12A'])).toBeUndefined();
    expect(keptReading(parts, [], ['12', 'FL', '12', 'MAIN'])).toBeUndefined();
    expect(keptReading({ ...parts, primaryNo: '12B' }, [], ['12', 'B', 'MAIN'])).toBeUndefined();
  });

  it('keys only lines that open with a plain number and hold more words', () => {
    expect(lineKey(['12', 'MAIN', 'ST'])).toBe('2 MAIN ST');
    expect(lineKey(['98', 'MAIN', 'ST'])).toBe(lineKey(['12', 'MAIN', 'ST']));
    expect(lineKey(['123', 'MAIN', 'ST'])).not.toBe(lineKey(['12', 'MAIN', 'ST']));
    for (const w of [['0', 'MAIN'], ['012', 'MAIN'], ['12A', 'MAIN'], ['1234567', 'MAIN'], ['12'], ['N', '12', 'MAIN']]) expect(lineKey(w)).toBeUndefined();
  });

  it('random lines of the words the rules read: a number of each length gives the cold parse', () => {
    const WORDS = ['MAIN', 'Elm', 'hatch', 'SCHOOL', 'ST', 'St.', 'Street', 'RD', 'road', 'AVE', 'N', 'S', 'E', 'W', 'NE', 'North', 'west', 'APT', 'Apt', '#', '4', '12', 'B', 'A', 'UNIT',
      'STE', 'FL', 'BLDG', '1/2', '½', 'TH', 'ND', 'RD', 'th', '1ST', 'FIRST', 'Fifth', 'VT', 'ROUTE', 'RT', 'US', 'HWY', 'Highway', 'COUNTY', 'CR', 'I', 'PO', 'BOX', 'RR', 'HC', 'AND', '&',
      'AT', 'OF', 'THE', 'SAINT', 'MT', 'FT', 'EXT', 'CT', 'Circle', 'PARK', 'HILL', 'Vermont', 'USA', 'Burlington', 'ATTN', 'C/O', '-', ',', '(', ')', 'x', '1', '10', '100', '1000', '10000', '100000', '05401', 'LOT', 'TRLR', 'SPC', 'REAR', 'Upper'];
    const line = fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 7 }).map((ws) => ws.join(' '));
    fc.assert(fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), fc.integer({ min: 1, max: 6 }), (rests, len) => {
      checkLines(rests, [len]);
    }), params(3000));
  });

  it.skipIf(!HAVE_REF)(`every street of ../shared/data/reference, as written, title-cased and lower-cased${HAVE_REF ? '' : ' (skipped: ../shared/data is absent)'}`, () => {
    const streets = referenceStreets();
    expect(streets.length).toBeGreaterThan(10_000);
    const { checked, hits } = checkLines(streets.flatMap((s, i) => (i % 3 === 0 ? [s, title(s)] : i % 3 === 1 ? [title(s)] : [s.toLowerCase()])), [1, 3, 4]);
    // most lines are read from the memo the second time: the comparison above is of that path, not of two cold reads
    expect(hits / checked).toBeGreaterThan(0.9);
  }, 240_000);

  it.skipIf(!HAVE_CORPORA)(`the usaddress corpora's delivery lines after their house number${HAVE_CORPORA ? '' : ' (skipped: ../shared/data is absent)'}`, () => {
    const rests = new Set<string>();
    for (const f of readdirSync(CORPORA).filter((n) => n.endsWith('.xml'))) {
      const xml = readFileSync(join(CORPORA, f), 'utf8');
      for (const m of xml.matchAll(/<AddressString>(.*?)<\/AddressString>/gs)) {
        const text = m[1]!.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
        const lead = /^(\d+) (.+)$/.exec(text.split(',')[0]!);
        if (lead) rests.add(lead[2]!);
      }
    }
    expect(rests.size).toBeGreaterThan(500);
    checkLines([...rests], [1, 2, 4]);
  }, 120_000);
});
