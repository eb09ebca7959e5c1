// The seeded dev set: real addresses drawn from ../shared/data/reference (read at run time, never
// stored), each turned into messy variants of every kind plus invalid inputs.
import { oaFiles, readOaRows } from './oa-rows.mjs';
import { createRng } from './rng.mjs';
import { createResolver, suffixNames } from './resolve.mjs';
import { invalidKinds } from './invalid.mjs';
import { tigerCases } from './tiger.mjs';
import { messyKinds } from './variants.mjs';

/**
 * deps: { index, normalizer, nameKey, boundedDistance } (the built engine's pieces).
 * Returns { cases: [{ kind, valid, request, expect? }], skipped: { kind: { ambiguous, failed } } }.
 */
export function generateDevSet(shared, deps, { seed = 20261122, perKind = 1000, poolSize = 40000 } = {}) {
  const rng = createRng(seed);
  const resolver = createResolver(deps);
  const rows = oaFiles(shared).flatMap((f) => readOaRows(f));
  const pool = [];
  for (const row of rng.sample(rows, poolSize)) {
    const a = resolver.resolve(row);
    if (a !== undefined) pool.push(a);
  }
  // rarer kinds (units, highways, numbered streets) need more candidates than a uniform pool gives
  const extra = rows.filter((r) => (r.UNIT ?? '') !== '' || /ROUTE|^\d+(ST|ND|RD|TH)\b|\b\d+(ST|ND|RD|TH) /.test(r.STREET ?? ''));
  for (const row of rng.sample(extra, poolSize / 2)) {
    const a = resolver.resolve(row);
    if (a !== undefined) pool.push(a);
  }
  const ctx = { ...deps, resolver, suffixName: suffixNames() };
  const kinds = [
    ...Object.entries(messyKinds(ctx)).map(([k, v]) => [k, v, true]),
    ...Object.entries(invalidKinds(ctx)).map(([k, v]) => [k, v, false]),
  ];
  const cases = [];
  const skipped = {};
  for (const [kind, maker, valid] of kinds) {
    skipped[kind] = { ambiguous: 0, failed: 0 };
    const eligible = pool.filter((a) => maker.eligible(a));
    let made = 0;
    for (const a of rng.sample(eligible, eligible.length)) {
      if (made >= perKind) break;
      const v = maker.make(a, rng);
      if (v === null || v === undefined) {
        skipped[kind].failed++;
        continue;
      }
      if (v.skip) {
        skipped[kind].ambiguous++;
        continue;
      }
      cases.push({ kind, valid, request: v.request, expect: valid ? (v.expect ?? a) : undefined });
      made++;
    }
  }
  skipped.tiger_range = { ambiguous: 0, failed: 0 };
  for (const c of tigerCases(shared, deps, rng, perKind)) cases.push({ kind: 'tiger_range', valid: true, ...c });
  return { cases, skipped, rows: rows.length, pool: pool.length };
}
