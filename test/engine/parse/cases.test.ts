// Table-driven: every hand-written case in fixtures/parse/cases.tsv parses to its expected Pub 28 lines and fields.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';
import type { AddressParts } from '../../../src/engine/types.js';

interface Case {
  line: number;
  input: string;
  line1: string;
  line2: string;
  recordType: string;
  fields: Record<string, string>;
}

// short keys used in the fixture → AddressParts fields
const FIELD: Record<string, keyof AddressParts> = {
  no: 'primaryNo',
  pre: 'predir',
  name: 'streetName',
  sfx: 'suffix',
  post: 'postdir',
  city: 'city',
  state: 'state',
  zip: 'zip',
  zip4: 'zip4',
  firm: 'firm',
  urb: 'urbanization',
  country: 'country',
};

function readCases(): Case[] {
  const text = readFileSync(new URL('../../../fixtures/parse/cases.tsv', import.meta.url), 'utf8');
  const cases: Case[] = [];
  text.split('\n').forEach((row, i) => {
    if (row.trim() === '' || row.startsWith('#')) return;
    const [input = '', line1 = '', line2 = '', recordType = '', fields = ''] = row.split('\t');
    const pairs = fields
      .split(';')
      .filter((p) => p.includes('='))
      .map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)]);
    cases.push({ line: i + 1, input: input.replace(/\\n/g, '\n'), line1, line2, recordType, fields: Object.fromEntries(pairs) });
  });
  return cases;
}

const normalizer = createNormalizer(loadTables());
const cases = readCases();

describe('fixtures/parse/cases.tsv', () => {
  it('holds at least 150 hand-written cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
  });

  it.each(cases.map((c) => [`${c.line}: ${JSON.stringify(c.input)}`, c] as const))('%s', (_name, c) => {
    const r = normalizer.parse(c.input);
    if (c.line1.startsWith('FAIL:')) {
      expect(r.ok ? `parsed as ${r.line1} | ${r.line2}` : r.reason).toBe(c.line1.slice(5));
      return;
    }
    expect(r.ok, r.ok ? '' : `${r.reason}: ${r.message}`).toBe(true);
    if (!r.ok) return;
    expect({ line1: r.line1, line2: r.line2, recordType: r.parts.recordType }).toEqual({
      line1: c.line1,
      line2: c.line2,
      recordType: c.recordType,
    });
    for (const [key, want] of Object.entries(c.fields)) {
      if (key === 'warn') {
        expect(r.warnings, 'warnings').toContain(want);
        continue;
      }
      if (key === 'unit') {
        expect([r.parts.secondaryAbbrev, r.parts.secondaryNo].filter(Boolean).join(' '), 'unit').toBe(want);
        continue;
      }
      const field = FIELD[key];
      expect(field, `unknown fixture key ${key}`).toBeDefined();
      expect(r.parts[field!], key).toBe(want);
    }
  });
});
