// Scores lookupBulk on the dev set, per kind: verified to the exact reference address (number,
// street, unit, ZIP), wrong matches, and false ROOFTOP answers on invalid inputs.

function exact(item, a) {
  const r = item.result;
  if (item.status !== 'SUCCESS' || r.lookup_status !== 'ADDRESS_FOUND') return false;
  const b = r.address_breakdown;
  const unit = [b.secondary_abbrev, b.secondary_no].filter((w) => w !== '').join(' ');
  // a unit the reference lists without a designator ('# 211') keeps the person's designator (APT 211): the number must match
  const unitOk = unit === a.unit || (a.unit.startsWith('# ') && b.secondary_abbrev !== '' && b.secondary_no === a.unit.slice(2));
  return (
    b.primary_no === a.number &&
    b.street_predirection === a.street.predir &&
    b.street_name === a.street.name &&
    b.street_suffix_abbrev === a.street.suffix &&
    b.street_postdirection === a.street.postdir &&
    b.zip_code === a.zip &&
    unitOk
  );
}

const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(2)}%`);

/** `bulk(requests)` answers v1 bulk items, one per request, in order. */
/** `examples`: misses to print per kind; `wrongOnly`: print only the wrong ones (a different address claimed). */
export function scoreDevSet(bulk, devset, { examples = 0, wrongOnly = false, chunk = 1000 } = {}) {
  const { cases, skipped } = devset;
  const items = [];
  for (let i = 0; i < cases.length; i += chunk) items.push(...bulk(cases.slice(i, i + chunk).map((c) => c.request)));
  const byKind = new Map();
  const misses = new Map();
  for (let i = 0; i < cases.length; i++) {
    const c = cases[i];
    const item = items[i];
    const s = byKind.get(c.kind) ?? { valid: c.valid, n: 0, exact: 0, wrong: 0, rooftop: 0, found: 0, statuses: {} };
    byKind.set(c.kind, s);
    s.n++;
    const status = item.status === 'FAIL' ? 'FAIL' : item.result.lookup_status;
    s.statuses[status] = (s.statuses[status] ?? 0) + 1;
    if (item.result?.address_accuracy_level === 'ROOFTOP') s.rooftop++;
    if (status === 'ADDRESS_FOUND') s.found++;
    if (!c.valid && wrongOnly && status === 'ADDRESS_FOUND') {
      // --show-wrong: an invalid input answered FOUND (a false ROOFTOP when at ROOFTOP) is a wrong answer too
      const list = misses.get(c.kind) ?? [];
      if (list.length < examples) list.push({ request: c.request, expected: 'no address (an invalid input)', got: item.message, line1: item.result?.address_line1 });
      misses.set(c.kind, list);
    }
    if (c.valid) {
      if (exact(item, c.expect)) s.exact++;
      else {
        if (status === 'ADDRESS_FOUND') s.wrong++;
        const list = misses.get(c.kind) ?? [];
        if (list.length < examples && (!wrongOnly || status === 'ADDRESS_FOUND')) list.push({ request: c.request, expected: `${c.expect.number} ${[c.expect.street.predir, c.expect.street.name, c.expect.street.suffix, c.expect.street.postdir].filter(Boolean).join(' ')} ${c.expect.unit} ${c.expect.zip}`, got: item.message, line1: item.result?.address_line1 });
        misses.set(c.kind, list);
      }
    }
  }
  const totals = { valid: { n: 0, exact: 0, wrong: 0 }, invalid: { n: 0, rooftop: 0, found: 0 } };
  console.log('\n| kind | n | exact | wrong | false ROOFTOP | statuses | skipped (ambiguous by construction) |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [kind, s] of byKind) {
    const st = Object.entries(s.statuses).map(([k, v]) => `${k.replace('ADDRESS_', '')} ${v}`).join(', ');
    const sk = skipped[kind]?.ambiguous ?? 0;
    if (s.valid) {
      totals.valid.n += s.n;
      totals.valid.exact += s.exact;
      totals.valid.wrong += s.wrong;
      console.log(`| ${kind} | ${s.n} | ${pct(s.exact, s.n)} | ${pct(s.wrong, s.n)} | | ${st} | ${sk} |`);
    } else {
      totals.invalid.n += s.n;
      totals.invalid.rooftop += s.rooftop;
      totals.invalid.found += s.found;
      console.log(`| ${kind} (invalid) | ${s.n} | | | ${pct(s.rooftop, s.n)} | ${st} | |`);
    }
  }
  const v = totals.valid;
  const x = totals.invalid;
  console.log(`\nvalid messy: ${v.n}, exact ${pct(v.exact, v.n)} (target >= 99%), wrong ${pct(v.wrong, v.n)} (target <= 0.5%)`);
  console.log(`invalid: ${x.n}, false ROOFTOP ${pct(x.rooftop, x.n)} (target <= 0.5%), any ADDRESS_FOUND ${pct(x.found, x.n)}`);
  for (const [kind, list] of misses) {
    if (list.length === 0) continue;
    console.log(`\nmisses, ${kind}:`);
    for (const m of list) console.log(`  ${JSON.stringify(m.request)}\n    expected ${m.expected}\n    got ${m.line1} :: ${m.got}`);
  }
  return totals;
}
