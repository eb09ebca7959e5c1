// What the HTTP benches share: the reference files they read (and the index built from them), and a
// `usaddr serve` child started on port 0 and stopped by SIGTERM.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { parse } from 'csv-parse';

const BIN = new URL('../bin/usaddr.js', import.meta.url).pathname;

export const RANGE_SOURCES = ['mt-meagher-tiger-addrfeat.csv'];
export const POINT_SOURCES = ['ca-alameda-sample.oa.csv', 'ca-san-francisco-excerpt.oa.csv', 'ca-santa-clara-sample.oa.csv', 'md-baltimore-county.oa.csv.gz', 'vt-e911-statewide.oa.csv.gz'];

/** Every OpenAddresses row with a number and a street, from each point file under `dir` in turn. */
export async function readPoints(dir) {
  const rows = [];
  for (const name of POINT_SOURCES) {
    const src = createReadStream(new URL(name, dir));
    const parser = parse({ columns: true, relax_column_count: true });
    const reading = name.endsWith('.gz') ? pipeline(src, createGunzip(), parser) : pipeline(src, parser);
    for await (const r of parser) if (r.NUMBER && r.STREET) rows.push(r);
    await reading;
  }
  return rows;
}

/** `usaddr reference build` of every point and range file under `dir` into the file `index`. */
export function buildSharedIndex(dir, index) {
  const built = spawnSync(process.execPath, [BIN, 'reference', 'build', ...[...POINT_SOURCES, ...RANGE_SOURCES].map((f) => new URL(f, dir).pathname), '--out', index, '--quiet']);
  if (built.status !== 0) throw new Error(`reference build: ${built.stderr}`);
}

/** `usaddr serve --port 0 …args`; resolves with the child, its URL in `child.base`. */
export function startServe(args, env = {}) {
  const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => {
      out += c;
      const m = /Server listening at (http:\/\/[\d.]+:\d+)/.exec(out);
      if (m && !child.base) {
        child.base = m[1];
        resolve(child);
      }
      // past start-up the request log is not kept
      if (child.base) out = '';
    });
    child.on('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
  });
}

export async function stopServe(child) {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
