// What the benches build their reference index from: every address file in ../shared/data/reference
// and the ZCTA congressional district table (read at run time; nothing derived from them is stored).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** `shared`: the URL of ../shared/data/. Arguments for buildReference(sources, { districts }). */
export function indexSources(shared) {
  const dir = new URL('reference/', shared);
  const sources = readdirSync(dir).filter((f) => /\.csv(\.gz)?$/.test(f)).map((f) => fileURLToPath(new URL(f, dir)));
  return { sources, districts: fileURLToPath(new URL('zip/zcta-congressional-district-119.csv', shared)) };
}
