// A line holding only units (an apt_suite_other typed as the whole address): no street is made of them.
import { describe, expect, it } from 'vitest';
import { loadTables } from '../../../src/data/load.js';
import { createNormalizer } from '../../../src/engine/normalize/index.js';

const n = createNormalizer(loadTables());

describe('units alone', () => {
  it('keeps the innermost unit and reports the address incomplete', () => {
    for (const text of ['Bldg 4, Suite 210', 'Suite 210 Bldg 4']) {
      const r = n.parse(text);
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.reason).toBe('INCOMPLETE');
      expect(r.partial).toMatchObject({ streetName: '', secondaryAbbrev: 'STE', secondaryNo: '210' });
    }
  });

  it('a unit with a street is still a unit of that street', () => {
    expect(n.parse('Suite 210, 40 Elm St, Akron OH')).toMatchObject({ ok: true, line1: '40 ELM ST STE 210' });
  });
});
