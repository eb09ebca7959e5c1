// The same fixtures through `usaddr verify` (the built bin, in-process engine) and through POST /lookup/bulk: identical item by item.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { auth, call, openapiChecker, startServer, type Running } from './helpers.js';
import { tempDir } from '../helpers/tmp.js';

const BULK = '/v1/addresses/lookup/bulk';
type Item = { status: string; request: Record<string, string>; message: string; result: ({ lookup_index: number } & Record<string, unknown>) | null };

function verified(file: string, reference?: string): Item[] {
  const r = runCli(['verify', file, '--format', 'ndjson', '--quiet', ...(reference ? ['--reference', reference] : [])]);
  if (r.code !== 0) throw new Error(`verify ${file}: ${r.stderr}`);
  return r.stdout.trim().split('\n').map((l) => (JSON.parse(l) as { usaddr: Item }).usaddr);
}

const withoutIndex = (item: Item): unknown => ({ ...item, result: item.result && { ...item.result, lookup_index: undefined } });

async function compare(s: Running, file: string, reference?: string): Promise<number> {
  // a row the CSV reader refused ('line N: …') has no request to send: it is verify's own FAIL
  const local = verified(file, reference).filter((i) => !(i.status === 'FAIL' && /^line \d+: /.test(i.message)));
  const checker = await openapiChecker(s.base);
  const a = await call(s.base, 'POST', BULK, { headers: auth(), body: JSON.stringify({ items: local.map((i) => i.request) }) });
  checker.check(BULK, 'POST', a);
  expect(a.status).toBe(200);
  const remote = a.body as Item[];
  expect(remote).toHaveLength(local.length);
  remote.forEach((item, i) => {
    expect(item.result!.lookup_index).toBe(i);
    expect(withoutIndex(item), `${file} item ${i}`).toEqual(withoutIndex(local[i]!));
  });
  return remote.length;
}

describe('verify locally = POST /v1/addresses/lookup/bulk', () => {
  describe('embedded reference', () => {
    let s: Running;
    beforeAll(async () => {
      s = await startServer();
    });
    afterAll(() => s.stop());

    it.each(['fixtures/verify/town.csv', 'fixtures/verify/formats/town.json', 'fixtures/verify/formats/town.ndjson', 'fixtures/verify/points.csv'])('%s', async (file) => {
      expect(await compare(s, file)).toBeGreaterThan(2);
    });

    it('a JSON fixture sent as it is (extra fields, a number ZIP) gets the results verify gives', async () => {
      const { readFileSync } = await import('node:fs');
      const raw = JSON.parse(readFileSync('fixtures/verify/formats/town.json', 'utf8')) as unknown[];
      const a = await call(s.base, 'POST', BULK, { headers: auth(), body: JSON.stringify({ items: raw }) });
      // verify's reader fills absent fields with "", the API echoes what was sent: the outcomes must agree
      const outcome = (i: Item): unknown => ({ status: i.status, message: i.message, result: { ...i.result, original_lookup_request: undefined } });
      expect((a.body as Item[]).map(outcome)).toEqual(verified('fixtures/verify/formats/town.json').map(outcome));
    });
  });

  describe('a built reference (fixtures/reference points and TIGER ranges)', () => {
    let s: Running;
    let index: string;
    const dir = tempDir('usaddr-parity-');
    beforeAll(async () => {
      index = join(dir, 'fixtures.usaddr');
      const b = runCli(['reference', 'build', 'fixtures/reference/points.oa.csv', 'fixtures/reference/tiger.csv', '--out', index, '--quiet']);
      if (b.code !== 0) throw new Error(b.stderr);
      s = await startServer({ reference: index });
    });
    afterAll(async () => {
      await s.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    it('fixtures/verify/points.csv: ROOFTOP, RANGE_INTERPOLATED, STREET, NONE and FAIL items all identical', async () => {
      expect(await compare(s, 'fixtures/verify/points.csv', index)).toBe(16);
      const levels = verified('fixtures/verify/points.csv', index).map((i) => (i.result as { address_accuracy_level: string }).address_accuracy_level);
      expect(new Set(levels)).toEqual(new Set(['ROOFTOP', 'RANGE_INTERPOLATED', 'STREET', 'NONE']));
    });
  });
});
