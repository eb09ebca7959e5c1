// Section `verify-keys`: what the first pass costs that finds every object's keys when a JSON / NDJSON
// file is written as CSV. Generates a 100k-row NDJSON and JSON array in the temp dir (1 row in 100 has
// a key the others lack), then, in the same run and alternating, verifies each file to CSV as a file
// (first pass) and through stdin (no first pass), and times the first pass alone. Flags: --rows=N,
// --rounds=N, --baseline=DIR (another tree's build, given the file: the same run before the change).
import { spawn } from 'node:child_process';
import { createReadStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { arg } from './args.mjs';
import { loadText } from './load.mjs';
import { median } from './stats.mjs';

const BIN = new URL('../bin/usaddr.js', import.meta.url).pathname;
const STREETS = ['Main Street', 'college st', 'PARK ST', 'Court Sq', 'seymour street', 'Pearl St', 'N Winooski Ave'];

function objects(n) {
  const out = [];
  for (let i = 1; i <= n; i++) {
    const o = { id: i, name: `Customer ${i}`, address: `${(i % 400) + 1} ${STREETS[i % STREETS.length]}`, city: i % 2 ? 'Middlebury' : 'Burlington', state: 'VT', zip: i % 2 ? '05753' : '05401' };
    if (i % 100 === 0) o.phone = `555-${String(i % 10000).padStart(4, '0')}`;
    out.push(o);
  }
  return out;
}

/** One verify run to CSV; `stdin`: the file is piped in (no first pass is possible). */
function run(bin, file, out, stdin) {
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const args = [bin, 'verify', stdin ? '-' : file, '--format', 'csv', '-o', out, '--quiet', '--concurrency', '2'];
    const child = spawn(process.execPath, args, { stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    if (stdin) createReadStream(file).pipe(child.stdin);
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Number(process.hrtime.bigint() - t0) / 1e9) : reject(new Error(`verify exited ${code}: ${err}`))));
  });
}

export default async function ({ args }) {
  const rows = Number(arg(args, 'rows', '100000'));
  const rounds = Number(arg(args, 'rounds', '3'));
  const baseline = arg(args, 'baseline');
  const dir = mkdtempSync(join(tmpdir(), 'usaddr-bench-keys-'));
  const objs = objects(rows);
  const files = {
    ndjson: join(dir, 'in.ndjson'),
    json: join(dir, 'in.json'),
  };
  writeFileSync(files.ndjson, objs.map((o) => JSON.stringify(o)).join('\n') + '\n');
  writeFileSync(files.json, JSON.stringify(objs, null, 1));
  const { allObjectKeys } = await import(new URL('../dist/io/json-keys.js', import.meta.url).href);

  console.log(`\nJSON / NDJSON to CSV: the first pass over the file (${rows.toLocaleString('en-US')} rows, ${rounds} rounds alternating, medians; --concurrency 2)`);
  console.log('| input | first pass alone | verify FILE (first pass) | verify - < FILE (none) | ratio |' + (baseline ? ' baseline build, FILE |' : ''));
  console.log('|---|---|---|---|---|' + (baseline ? '---|' : ''));
  for (const [format, file] of Object.entries(files)) {
    const times = { pass: [], file: [], stdin: [], base: [] };
    const out = join(dir, `out-${format}.csv`);
    for (let r = 0; r < rounds; r++) {
      const t0 = process.hrtime.bigint();
      const keys = await allObjectKeys({ path: file, gz: false, format, encoding: 'utf8' });
      times.pass.push(Number(process.hrtime.bigint() - t0) / 1e9);
      if (!keys.ok || keys.keys.length !== 7) throw new Error(`first pass: ${JSON.stringify(keys).slice(0, 200)}`);
      times.file.push(await run(BIN, file, out, false));
      times.stdin.push(await run(BIN, file, out, true));
      if (baseline) times.base.push(await run(join(baseline, 'bin/usaddr.js'), file, out, false));
    }
    const m = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, v.length ? median(v) : 0]));
    const s = (x) => `${x.toFixed(2)} s (${Math.round(rows / x / 1000)}k rows/s)`;
    console.log(`| ${format} | ${s(m.pass)} | ${s(m.file)} | ${s(m.stdin)} | ${(m.file / m.stdin).toFixed(2)} |${baseline ? ` ${s(m.base)} (${(m.file / m.base).toFixed(2)}) |` : ''}`);
  }
  console.log(`load average: ${loadText()}`);
}
