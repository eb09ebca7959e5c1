// Addresses inside Census TIGER ADDRFEAT ranges (../shared/data/reference/*addrfeat*.csv): a house
// number of the right parity drawn from a side's range, expected back at RANGE_INTERPOLATED.
import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'csv-parse/sync';

function sides(row) {
  const out = [];
  for (const s of ['L', 'R']) {
    const from = Number(row[`${s}FROMHN`]);
    const to = Number(row[`${s}TOHN`]);
    const zip = row[`ZIP${s}`];
    if (row[`${s}FROMHN`] !== '' && Number.isInteger(from) && Number.isInteger(to) && /^\d{5}$/.test(zip ?? '')) {
      out.push({ lo: Math.min(from, to), hi: Math.max(from, to), zip, parity: row[`PARITY${s}`] });
    }
  }
  return out;
}

/** Cases { request, expect } with expect shaped like a resolved OA address (number, street, unit, zip). */
export function tigerCases(shared, { index, normalizer }, rng, n) {
  const dir = new URL('reference/', shared);
  const files = readdirSync(dir).filter((f) => /addrfeat.*\.csv$/i.test(f));
  const out = [];
  for (const f of files) {
    const rows = parse(readFileSync(new URL(f, dir)), { columns: true, skip_empty_lines: true, relax_column_count: true });
    for (const row of rng.sample(rows, rows.length)) {
      if (out.length >= n) break;
      const parts = normalizer.normalizeStreet(row.FULLNAME ?? '');
      for (const side of sides(row)) {
        const step = side.parity === 'O' || side.parity === 'E' ? 2 : 1;
        const number = side.lo + step * rng.int(Math.floor((side.hi - side.lo) / step) + 1);
        const info = index.zip(side.zip);
        const street = index.streetsInZip(side.zip).find((s) => s.predir === parts.predir && s.name === parts.name && s.suffix === parts.suffix && s.postdir === parts.postdir);
        // a point at the number would make it ROOFTOP: only pure range addresses are drawn
        if (info === undefined || street === undefined || index.point(street.id, String(number)) !== undefined) continue;
        out.push({
          request: { full_address: `${number} ${row.FULLNAME}, ${info.preferredCity}, ${info.state} ${side.zip}` },
          expect: { number: String(number), street, unit: '', zip: side.zip },
        });
        break;
      }
    }
  }
  return out;
}
