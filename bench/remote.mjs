// Section `remote`: the same CSV through `usaddr verify` locally, through one `usaddr serve` (--endpoint),
// and through two serve processes given as two --endpoints, all with one reference index built now from
// ../shared/data/reference; rounds alternate the order. Flags: --rows=N (30000), --rounds=N (2), --workers=N.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from './args.mjs';
import { loadText } from './load.mjs';
import { median } from './stats.mjs';
import { buildSharedIndex, POINT_SOURCES, RANGE_SOURCES, readPoints, startServe, stopServe } from './serve-process.mjs';

const BIN = new URL('../bin/usaddr.js', import.meta.url).pathname;
const KEY = 'bench-remote-key';

/** Every step-th point of the sources as one CSV row (quoted), so the file spans all of them. */
async function writeInput(dir, rows, path) {
  const all = await readPoints(dir);
  const step = Math.max(1, Math.floor(all.length / rows));
  const q = (s) => `"${String(s ?? '').replace(/"/g, '""')}"`;
  const lines = ['id,address,address2,city,state,zip'];
  for (let i = 0; i < all.length && lines.length <= rows; i += step) {
    const r = all[i];
    lines.push([lines.length, q(`${r.NUMBER} ${r.STREET}`), q(r.UNIT), q(r.CITY), q(r.REGION), q((r.POSTCODE ?? '').slice(0, 5))].join(','));
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
  return lines.length - 1;
}

/** One verify run; rows/s from its summary (wall time of the job, process start excluded). */
function verify(input, out, extra) {
  const r = spawnSync(process.execPath, [BIN, 'verify', input, '-o', out, '--quiet', '--summary-json', `${out}.json`, ...extra], { env: { ...process.env, USADDR_API_KEY: KEY }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`verify ${extra.join(' ')}: ${r.stderr}`);
  return JSON.parse(readFileSync(`${out}.json`, 'utf8'));
}

export default async function remoteBench({ shared, args }) {
  const dir = new URL('reference/', shared);
  if (!existsSync(dir) || ![...POINT_SOURCES, ...RANGE_SOURCES].every((f) => existsSync(new URL(f, dir)))) {
    console.log('skipped: ../shared/data/reference (with its OpenAddresses samples) is absent');
    return;
  }
  const want = Number(arg(args, 'rows', '30000'));
  const rounds = Number(arg(args, 'rounds', '2'));
  const workers = Number(arg(args, 'workers', String(availableParallelism())));
  const tmp = mkdtempSync(join(tmpdir(), 'usaddr-bench-remote-'));
  const servers = [];
  try {
    const index = join(tmp, 'shared.usaddr');
    buildSharedIndex(dir, index);
    const input = join(tmp, 'in.csv');
    const rows = await writeInput(dir, want, input);
    servers.push(await startServe(['--reference', index, '--workers', String(workers)], { USADDR_API_KEYS: KEY }), await startServe(['--reference', index, '--workers', String(workers)], { USADDR_API_KEYS: KEY }));
    const [a, b] = servers;
    console.log(`${rows} rows, ${workers} workers locally and per serve process, chunk 1000, ${availableParallelism()} cores (the two serve processes share them), load ${loadText()}`);
    const modes = {
      local: () => verify(input, join(tmp, 'local.csv'), ['--reference', index, '--concurrency', String(workers)]),
      'one serve': () => verify(input, join(tmp, 'one.csv'), ['--endpoint', a.base]),
      'two serves': () => verify(input, join(tmp, 'two.csv'), ['--endpoint', a.base, '--endpoint', b.base]),
    };
    const rates = Object.fromEntries(Object.keys(modes).map((k) => [k, []]));
    for (let r = 1; r <= rounds; r++) {
      const order = r % 2 === 1 ? Object.keys(modes) : Object.keys(modes).reverse();
      const line = [];
      for (const name of order) {
        const s = modes[name]();
        rates[name].push(s.rowsPerSecond);
        line.push(`${name} ${s.rowsPerSecond.toFixed(0)} rows/s${s.remote ? ` (${s.remote.requests} requests, ${s.remote.retries} retries${s.remote.endpoints.length > 1 ? `; ${s.remote.endpoints.map((e) => e.items).join(' + ')} rows` : ''})` : ''}`);
      }
      console.log(`round ${r}: ${line.join('; ')}; load ${loadText()}`);
    }
    const same = readFileSync(join(tmp, 'local.csv')).equals(readFileSync(join(tmp, 'one.csv'))) && readFileSync(join(tmp, 'local.csv')).equals(readFileSync(join(tmp, 'two.csv')));
    const m = Object.fromEntries(Object.entries(rates).map(([k, v]) => [k, median(v)]));
    console.log(`median: local ${m.local.toFixed(0)} rows/s; one serve ${m['one serve'].toFixed(0)} rows/s (${((100 * m['one serve']) / m.local).toFixed(0)}% of local); ` +
      `two serves ${m['two serves'].toFixed(0)} rows/s (${((100 * m['two serves']) / m.local).toFixed(0)}% of local); outputs identical: ${same}`);
  } finally {
    for (const s of servers) await stopServe(s);
    rmSync(tmp, { recursive: true, force: true });
  }
}
