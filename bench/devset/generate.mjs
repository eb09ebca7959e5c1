// The seeded dev set: real addresses drawn from ../shared/data/reference (read at run time, never
// stored), each turned into messy variants of every kind plus invalid inputs.
import { oaFiles, readOaRows } from './oa-rows.mjs';
import { createRng } from './rng.mjs';
import { createResolver, suffixNames } from './resolve.mjs';
import { invalidKinds } from './invalid.mjs';
import { tigerCases } from './tiger.mjs';
import { formKinds } from './forms.mjs';
import { comboKinds } from './combo.mjs';
import { PROBE_IN_DEVSET, probeKinds } from './probe.mjs';
import { messyKinds, typo } from './variants.mjs';

/**
 * deps: { index, normalizer, nameKey, boundedDistance } (the built engine's pieces).
 * Returns { cases: [{ kind, valid, request, expect? }], skipped: { kind: { ambiguous, failed } } }.
 */
/** `only`: a RegExp of kind names to keep (iteration on a few kinds); the kinds kept are the same cases either way. */
/** `probe`: every kind of the phrasing probe (probe.mjs; each on a seeded stream of its own), not only those in the dev set. */
export function generateDevSet(shared, deps, { seed = 20261122, perKind = 1000, poolSize = 40000, only, probe = false } = {}) {
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
  drawKinds(kinds, pool, rng, perKind, cases, skipped, only);
  if (only === undefined || only.test('tiger_range')) {
    skipped.tiger_range = { ambiguous: 0, failed: 0 };
    for (const c of tigerCases(shared, deps, rng, perKind)) cases.push({ kind: 'tiger_range', valid: true, ...c });
  }
  // issue 15's forms: their own stream (and a pool topped up with the rarer house numbers and
  // Saint/Mount/Fort names), so the kinds above keep exactly their cases
  const formRng = createRng(seed + 15);
  const rare = rows.filter((r) => /[^0-9]/.test((r.NUMBER ?? '').trim()) || /\b(SAINT|ST|MOUNT|MT|FORT|FT)\b .|^\S+ (SAINT|ST|MOUNT|MT|FORT|FT) /.test(r.STREET ?? '') || /\b(SAINT|ST|MOUNT|MT|FORT|FT)\b/.test(r.CITY ?? ''));
  const formPool = pool.slice();
  for (const row of formRng.sample(rare, poolSize / 2)) {
    const a = resolver.resolve(row);
    if (a !== undefined) formPool.push(a);
  }
  const forms = Object.entries(formKinds({ ...ctx, typo })).map(([k, v]) => [k, v, true]);
  drawKinds(forms, formPool, formRng, perKind, cases, skipped, only);
  // the phrasing probe (probe.mjs): the kinds it found broken on every run, the rest with `probe`
  const { valid, invalid } = probeKinds(ctx);
  const probeList = [...Object.entries(valid).map(([k, v]) => [k, v, true]), ...Object.entries(invalid).map(([k, v]) => [k, v, false])];
  // several damages at once (combo.mjs): dev-set kinds, drawn on every run
  const combos = comboKinds({ ...ctx, typo });
  probeList.push(...Object.entries(combos.valid).map(([k, v]) => [k, v, true]), ...Object.entries(combos.invalid).map(([k, v]) => [k, v, false]));
  for (const kind of probeList) {
    if (!probe && !PROBE_IN_DEVSET.has(kind[0]) && !kind[0].startsWith('combo_')) continue;
    if (only === undefined || only.test(kind[0])) drawKinds([kind], formPool, createRng(seed + hashOf(kind[0])), perKind, cases, skipped, only);
  }
  return { cases, skipped, rows: rows.length, pool: pool.length };
}

/** A kind name's own seed offset (FNV-1a). */
function hashOf(name) {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

function drawKinds(kinds, pool, rng, perKind, cases, skipped, only) {
  for (const [kind, maker, valid] of kinds) {
    skipped[kind] = { ambiguous: 0, failed: 0 };
    const eligible = pool.filter((a) => maker.eligible(a));
    let made = 0;
    for (const a of rng.sample(eligible, eligible.length)) {
      if (made >= perKind) break;
      const v = maker.make(a, rng, pool);
      if (v === null || v === undefined) {
        skipped[kind].failed++;
        continue;
      }
      if (v.skip) {
        skipped[kind].ambiguous++;
        continue;
      }
      if (only === undefined || only.test(kind)) cases.push({ kind, valid, request: v.request, expect: valid ? (v.expect ?? a) : undefined });
      made++;
    }
  }
}
