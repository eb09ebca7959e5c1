// Seeded PRNG (mulberry32) so a dev set is the same on every run with the same seed.
export function createRng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n) => Math.floor(next() * n),
    pick: (list) => list[Math.floor(next() * list.length)],
    chance: (p) => next() < p,
    /** k distinct items drawn without replacement (all of them when k >= length) */
    sample(list, k) {
      const idx = list.map((_, i) => i);
      const out = [];
      for (let i = 0; i < Math.min(k, idx.length); i++) {
        const j = i + Math.floor(next() * (idx.length - i));
        [idx[i], idx[j]] = [idx[j], idx[i]];
        out.push(list[idx[i]]);
      }
      return out;
    },
  };
}
