// Issue 14, engine side, end to end through the built bin: placeholder points not indexed, spreadsheet
// ZIP damage repaired, junk rows failed, military states, Pub 28 ordinals, kept unit designators.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { HAS_SHARED_DATA, runCli, SHARED_DATA } from '../helpers/cli.js';

const tmp = (): string => mkdtempSync(join(tmpdir(), 'usaddr-lists-'));
const csv = (text: string): string[][] => parse(text, { relax_column_count: true }) as string[][];

/** verify a CSV written here; the output rows as objects by header name */
function verifyRows(text: string, args: string[] = []): { code: number | null; rows: Record<string, string>[]; stderr: string } {
  const dir = tmp();
  const file = join(dir, 'in.csv');
  writeFileSync(file, text);
  const r = runCli(['verify', file, '--quiet', ...args]);
  const out = csv(r.stdout);
  const head = out[0] ?? [];
  return { code: r.code, stderr: r.stderr, rows: out.slice(1).map((row) => Object.fromEntries(head.map((h, i) => [h, row[i] ?? '']))) };
}

describe('reference build: placeholder points are not indexed (built bin)', () => {
  let dir: string;
  let build: ReturnType<typeof runCli>;
  beforeAll(() => {
    dir = tmp();
    build = runCli(['reference', 'build', 'fixtures/reference/placeholders.oa.csv', '--out', join(dir, 'p.usaddr')]);
  });

  it('counts placeholder numbers and streets in the build report', () => {
    expect(build.code).toBe(0);
    expect(build.stderr).toMatch(/placeholders\.oa\.csv \(openaddresses\): 10 rows read, 4 accepted, 6 rejected/);
    expect(build.stderr).toMatch(/4\s+PLACEHOLDER_NUMBER: placeholder house number/);
    expect(build.stderr).toMatch(/2\s+PLACEHOLDER_STREET: placeholder street name/);
  });

  it('a lookup of a placeholder point finds nothing, a real neighbour is still found', () => {
    const { rows } = verifyRows('street,city,state,zip\n0 Unknown,Vergennes,VT,05491\n12 Main St,Vergennes,VT,05491\n9999 Main St,Vergennes,VT,05491\n', [
      '--reference',
      join(dir, 'p.usaddr'),
    ]);
    expect(rows.map((r) => r.usaddr_accuracy)).toEqual(['NONE', 'ROOFTOP', 'ROOFTOP']);
  });
});
