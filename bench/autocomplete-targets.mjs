// Target addresses for the autocomplete bench: a seeded sample of real points from a built index,
// each with the text a person would type (lower case, street then city, state, ZIP).

function rng(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/** `count` targets: { line, city, state, zip, typed, streetEnd, name } */
export function sampleTargets(index, count, seed = 7) {
  const streets = [];
  for (const zip of index.zipCodes()) for (const s of index.streetsInZip(zip)) if (index.pointCount(s.id) > 0 && !/^P ?O BOX/.test(s.name)) streets.push(s);
  const rand = rng(seed);
  const out = [];
  const seen = new Set();
  // weighted by points: a random address, not a random street
  const total = streets.reduce((n, s) => n + index.pointCount(s.id), 0);
  const cum = [];
  let acc = 0;
  for (const s of streets) cum.push((acc += index.pointCount(s.id)));
  for (let tries = 0; out.length < count && tries < count * 20; tries++) {
    const x = rand() * total;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] <= x) lo = mid + 1;
      else hi = mid;
    }
    const s = streets[lo];
    const nums = index.numbers(s.id);
    const no = nums[Math.floor(rand() * nums.length)];
    const street = [s.predir, s.name, s.suffix, s.postdir].filter(Boolean).join(' ');
    const line = `${no} ${street}`;
    const info = index.zip(s.zip);
    const city = s.city || info.preferredCity;
    const key = `${line}|${s.zip}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const streetPart = line.toLowerCase();
    out.push({ line, city, state: info.state, zip: s.zip, name: s.name, typed: `${streetPart}, ${city.toLowerCase()}, ${info.state.toLowerCase()} ${s.zip}`, streetEnd: streetPart.length });
  }
  return out;
}

/** rank (0-based) of the target among suggestions, -1 when absent */
export function rankOf(suggestions, t) {
  return suggestions.findIndex((s) => s.street === t.line && s.zip === t.zip && s.unit === '');
}

/** one substituted letter in the middle of the street name's longest word (4+ letters), or undefined */
export function withTypo(t) {
  const words = t.name.split(' ');
  const w = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (w.length < 4 || /\d/.test(w)) return undefined;
  const i = Math.floor(w.length / 2);
  const c = w[i] === 'E' ? 'A' : 'E';
  const typo = w.slice(0, i) + c + w.slice(i + 1);
  const street = t.line.replace(w, typo).toLowerCase();
  return street === t.line.toLowerCase() ? undefined : street;
}
