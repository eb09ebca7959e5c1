// JSON / NDJSON to CSV, end to end: the columns are every object's keys (a first pass over a file);
// from stdin, which cannot be read twice, the keys left out are said on stderr and in the summary.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const tmp = (): string => tempDir('usaddr-json-csv-');
const csv = (text: string): string[][] => parse(text) as string[][];
const OBJS = [
  { id: 1, street: '12 Main Street', zip: '05753' },
  { id: 2, street: '1 Park Street', zip: '05401', phone: '555-0101' },
  { id: 3, email: 'c@example.com', street: '5 Elm St', zip: '05602' },
];
const NDJSON = OBJS.map((o) => JSON.stringify(o)).join('\n') + '\n';
const ALL_KEYS = ['id', 'street', 'zip', 'phone', 'email'];

describe('verify: JSON / NDJSON input, CSV output (e2e)', () => {
  it.each([
    ['in.ndjson', NDJSON],
    ['in.json', JSON.stringify(OBJS, null, 2)],
    ['in.ndjson.gz', gzipSync(NDJSON)],
    ['in16.ndjson', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(NDJSON, 'utf16le')])],
  ])('%s file: the columns are every object\'s keys in first-seen order, every field written', (name, data) => {
    const dir = tmp();
    writeFileSync(join(dir, name), data);
    const r = runCli(['verify', join(dir, name), '-o', join(dir, 'out.csv'), '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    const out = csv(readFileSync(join(dir, 'out.csv'), 'utf8'));
    expect(out[0]!.slice(0, 5)).toEqual(ALL_KEYS);
    expect(out.slice(1).map((row) => row.slice(0, 5))).toEqual(OBJS.map((o) => ALL_KEYS.map((k) => String((o as Record<string, unknown>)[k] ?? ''))));
    expect(out.every((row) => row.length === out[0]!.length)).toBe(true);
  });

  it('--dry-run names the CSV columns and where they come from', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'in.ndjson'), NDJSON);
    const r = runCli(['verify', join(dir, 'in.ndjson'), '--format', 'csv', '--dry-run']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("CSV output columns (every object's keys, from a first pass over the file): id, street, zip, phone, email");
    const piped = runCli(['verify', '-', '--format', 'csv', '--dry-run'], { input: NDJSON });
    expect(piped.stdout).toMatch(/CSV output columns \(the first object's keys: stdin cannot be read twice.*\): id, street, zip\n/);
  });

  it('stdin: the keys the first object lacks are said on stderr, even with --quiet, and in --summary-json', () => {
    const dir = tmp();
    const r = runCli(['verify', '-', '--format', 'csv', '--quiet', '--summary-json', join(dir, 's.json')], { input: NDJSON });
    expect(r.code).toBe(0);
    expect(csv(r.stdout)[0]!.slice(0, 3)).toEqual(['id', 'street', 'zip']);
    expect(csv(r.stdout)).toHaveLength(4);
    expect(r.stderr).toMatch(/^warning: 2 rows had keys the first object lacks, not written to the CSV output \("phone", "email"\).*give the file path instead of stdin.*\n$/);
    expect(JSON.parse(readFileSync(join(dir, 's.json'), 'utf8')).unwrittenKeys).toEqual({ keys: ['phone', 'email'], rows: 2 });
    // JSON output keeps every field: nothing to say
    const ndjson = runCli(['verify', '-', '--format', 'ndjson', '--quiet'], { input: NDJSON });
    expect(ndjson.stderr).toBe('');
  });

  it('--rejects CSV beside NDJSON output gets every key too', () => {
    const dir = tmp();
    writeFileSync(join(dir, 'in.ndjson'), NDJSON);
    const r = runCli(['verify', join(dir, 'in.ndjson'), '-o', join(dir, 'out.ndjson'), '--rejects', join(dir, 'r.csv'), '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    expect(csv(readFileSync(join(dir, 'r.csv'), 'utf8'))[0]!.slice(0, 5)).toEqual(ALL_KEYS);
  });

  it('an interrupted NDJSON to CSV run resumes with the same columns: a key first seen late is in every row', async () => {
    const dir = tmp();
    const n = 60_000;
    const streets = ['Main Street', 'college st', 'PARK ST', 'Court Sq', 'seymour street'];
    let text = '';
    for (let i = 1; i <= n; i++) text += `${JSON.stringify({ id: i, address: `${(i % 300) + 1} ${streets[i % 5]}`, city: 'Middlebury', zip: '05753', ...(i > n - 10 ? { late: `L${i}` } : {}) })}\n`;
    const input = join(dir, 'big.ndjson');
    writeFileSync(input, text);
    const out = join(dir, 'out.csv');
    const args = ['verify', input, '-o', out, '--quiet', '--chunk-size', '200', '--concurrency', '2'];
    const code = await runUntil(args, () => existsSync(`${out}.partial`) && statSync(`${out}.partial`).size > 100_000);
    expect(code).toBe(130);
    expect(JSON.parse(readFileSync(`${out}.usaddr-checkpoint.json`, 'utf8')).rowsWritten).toBeLessThan(n - 10);
    const resumed = runCli([...args, '--resume']);
    expect(resumed.code, resumed.stderr).toBe(0);
    const rows = csv(readFileSync(out, 'utf8'));
    expect(rows[0]!.slice(0, 5)).toEqual(['id', 'address', 'city', 'zip', 'late']);
    expect(rows).toHaveLength(n + 1);
    expect(rows.slice(1).every((r, i) => r[0] === String(i + 1) && r.length === rows[0]!.length)).toBe(true);
    expect(rows[n]![4]).toBe(`L${n}`);
  });
});

function runUntil(args: string[], ready: () => boolean): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, stdio: 'ignore' });
    const timer = setInterval(() => {
      if (ready()) {
        clearInterval(timer);
        child.kill('SIGINT');
      }
    }, 20);
    child.on('close', (code) => {
      clearInterval(timer);
      resolve(code);
    });
  });
}
