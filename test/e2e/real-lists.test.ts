// Issue 14, engine side, end to end through the built bin: placeholder points not indexed, spreadsheet
// ZIP damage repaired, junk rows failed, military states, Pub 28 ordinals, kept unit designators.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { HAS_SHARED_DATA, runCli, SHARED_DATA } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const tmp = (): string => tempDir('usaddr-lists-');
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

describe('military ZIPs: the state from the ZIP range (built bin, embedded default)', () => {
  it('keeps APO AP on a Pacific ZIP the ZIP table labels AA, and corrects AA to AP / AE by range', () => {
    const { rows } = verifyRows('address\n"UNIT 2050 BOX 4190, APO AP 96278"\n"PSC 3 BOX 1234, APO AA 96278"\n"UNIT 2050 BOX 4190, APO AA 09001"\n');
    expect(rows.map((r) => r.usaddr_line2)).toEqual(['APO AP 96278', 'APO AP 96278', 'APO AE 09001']);
    expect(rows[0]!.usaddr_corrections).toBe('');
    expect(rows[1]!.usaddr_corrections).toMatch(/state: AA -> AP/);
  });
});

const SF = join(SHARED_DATA, 'reference/ca-san-francisco-excerpt.oa.csv');
const SF_TITLE = HAS_SHARED_DATA ? "against San Francisco's reference (built bin)" : "against San Francisco's reference (skipped: ../shared/data is absent)";

describe.skipIf(!HAS_SHARED_DATA)(SF_TITLE, () => {
  let index: string;
  beforeAll(() => {
    index = join(tmp(), 'sf.usaddr');
    const b = runCli(['reference', 'build', SF, '--out', index, '--quiet']);
    if (b.code !== 0) throw new Error(b.stderr);
  });

  it('writes ordinals in Pub 28 form although the reference spells 09TH ST, with no correction', () => {
    const { rows } = verifyRows('street,city,state,zip\n55 9th St,San Francisco,CA,94103\n55 Ninth Street,San Francisco,CA,94103\n', ['--reference', index]);
    expect(rows.map((r) => [r.usaddr_line1, r.usaddr_accuracy, r.usaddr_street_name, r.usaddr_corrections])).toEqual([
      ['55 9TH ST', 'ROOFTOP', '9TH', ''],
      ['55 9TH ST', 'ROOFTOP', '9TH', ''],
    ]);
  });

  it("keeps the person's APT where the reference lists the unit without a designator", () => {
    const { rows } = verifyRows('street,unit,city,state,zip\n300 Linden St,Apt 8,San Francisco,CA,94102\n', ['--reference', index]);
    expect([rows[0]!.usaddr_line1, rows[0]!.usaddr_dpv, rows[0]!.usaddr_corrections]).toEqual(['300 LINDEN ST APT 8', 'Y', '']);
  });

  it('indexes no 0 UNKNOWN placeholder point', () => {
    const { rows } = verifyRows('street,city,state,zip\n0 Unknown,San Francisco,CA,94102\n', ['--reference', index]);
    expect(rows[0]!.usaddr_accuracy).not.toBe('ROOFTOP');
  });
});

describe('spreadsheet damage, the gate and messages (built bin, embedded default)', () => {
  it('restores a ZIP column stripped of its leading zero, listed as a correction with both values', () => {
    const { rows } = verifyRows('street,city,state,zip\n1 Main St,Boston,MA,2108\n10 Main St,Montclair,NJ,7042\n1 Main St,Des Moines,IA,7042\n');
    expect(rows.map((r) => [r.usaddr_zip, r.usaddr_accuracy])).toEqual([
      ['02108', 'ZIP'],
      ['07042', 'ZIP'],
      ['', 'CITY'],
    ]);
    expect(rows[1]!.usaddr_message).toMatch(/leading zeros restored: 7042 → 07042/);
    expect(rows[1]!.usaddr_message).not.toMatch(/\(none\)/);
    expect(rows[2]!.usaddr_message).toMatch(/ZIP 7042 is not a US ZIP/);
  });

  it('does the same for a JSON number, and splits a 9-digit ZIP+4', () => {
    const dir = tmp();
    const file = join(dir, 'in.json');
    writeFileSync(file, JSON.stringify([
      { street_address: '1 Main St', city: 'Burlington', state: 'VT', zip_code: 5401 },
      { street_address: '1 Main St', city: 'Burlington', state: 'VT', zip_code: 54011234 },
      { street_address: '1 Main St', city: 'Burlington', state: 'VT', zip_code: '054011234' },
    ]));
    const r = runCli(['verify', file, '--quiet']);
    const items = (JSON.parse(r.stdout) as { usaddr: unknown }[]).map((o) => o.usaddr) as { message: string; result: { address_breakdown: { zip_code: string }; corrections: { reason: string; from: string }[] } }[];
    expect(items.map((i) => i.result.address_breakdown.zip_code)).toEqual(['05401', '05401', '05401']);
    expect(items[0]!.result.corrections[0]).toMatchObject({ from: '5401', reason: 'leading zeros restored' });
    expect(items[1]!.result.corrections[0]).toMatchObject({ from: '54011234', reason: 'leading zeros restored' });
    expect(items[2]!.result.corrections.some((c) => c.reason === 'leading zeros restored')).toBe(false);
  });

  it('fails junk above a valid city, state and ZIP, so --max-failures 0 exits 1; parser warnings reach the JSON result', () => {
    const junk = verifyRows('street,city,state,zip\nasdf qwerty,Boston,MA,02108\nN/A,Boston,MA,02108\n', ['--max-failures', '0']);
    expect(junk.code).toBe(1);
    expect(junk.rows.map((r) => [r.usaddr_status, r.usaddr_lookup_status])).toEqual([
      ['FAIL', 'ADDRESS_NOT_FOUND'],
      ['FAIL', 'ADDRESS_NOT_FOUND'],
    ]);
    expect(junk.rows[0]!.usaddr_message).toMatch(/^NO_DELIVERY_ADDRESS: no house number before ASDF QWERTY/);
    expect(junk.rows[0]!.usaddr_zip).toBe('02108');
    const good = verifyRows('street,city,state,zip\n1 Main St,Boston,MA,02108\nPO Box 12,Boston,MA,02108\n', ['--max-failures', '0']);
    expect(good.code).toBe(0);
    const dir = tmp();
    const file = join(dir, 'in.ndjson');
    writeFileSync(file, `${JSON.stringify({ full_address: 'asdf qwerty, Boston MA 02108' })}\n`);
    const r = runCli(['verify', file, '--quiet']);
    const item = (JSON.parse(r.stdout.trim()) as { usaddr: unknown }).usaddr as { status: string; result: { warnings: string[] } };
    expect([item.status, item.result.warnings]).toEqual(['FAIL', ['no house number']]);
  });

  it('gives a row that could not be read a lookup_status like every other FAIL', () => {
    const { rows } = verifyRows('street,city,state,zip\n1 Main St,Boston,MA,02108\n2 Main St,Boston,MA,02108,extra\n');
    expect(rows.map((r) => [r.usaddr_status, r.usaddr_lookup_status])).toEqual([
      ['SUCCESS', 'ADDRESS_UNVERIFIED'],
      ['FAIL', 'ADDRESS_NOT_FOUND'],
    ]);
  });

  it('parse prints the urbanization and the building or firm name', () => {
    const r = runCli(['parse', 'URB LAS GLADIOLAS, 150 CALLE A, SAN JUAN PR 00926', 'Lincoln Center, 1 Main St, New York NY 10023']);
    const [pr, firm] = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(pr!.urbanization).toBe('LAS GLADIOLAS');
    expect(firm!.building_or_firm_name).toBe('LINCOLN CENTER');
  });
});
