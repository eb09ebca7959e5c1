// The bulk route's two paths give the same bytes: with the local pool the workers serialize the answer
// (bulk-json-task.ts), without it fastify serializes the BulkItem[] by the route's schema.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { auth, call, openapiChecker, startServer, type Running } from './helpers.js';
import { tempDir } from '../helpers/tmp.js';

const BULK = '/v1/addresses/lookup/bulk';

// hand-written beside the fixtures: two real addresses that one input fits equally (ADDRESS_AMBIGUOUS), a PR point
const EXTRA_POINTS = [
  'LON,LAT,NUMBER,STREET,UNIT,CITY,DISTRICT,REGION,POSTCODE,ID',
  '-73.29,44.11,100,N MAIN ST,,VERGENNES,,VT,05491,101',
  '-73.29,44.11,100,S MAIN ST,,VERGENNES,,VT,05491,102',
  '-66.10,18.40,25,CALLE 1,,SAN JUAN,,PR,00926,103',
].join('\n');

const ITEMS: Record<string, unknown>[] = [
  { street_address: '12 North Main Street', city: 'Vergennes', state: 'VT', zip_code: '05491' },
  { full_address: '12 N Main St, 05491' },
  { street_address: '1151 Highway 360', state: 'MT', zip_code: 59645 },
  { full_address: '7 Octavia St #10, San Francisco, CA 94102' },
  { full_address: '100 Main St, Vergennes, VT 05491' },
  { full_address: 'PO Box 12, Vergennes, VT' },
  { full_address: '99 N Main St, Vergennes, VT 05491' },
  { full_address: '1 Nowhere Ln, Vergennes, VT 05491' },
  { full_address: 'URB LAS GLADIOLAS 25 CALLE 1, SAN JUAN PR 00926' },
  { full_address: 'Main St and Elm St, Vergennes VT 05491' },
  { full_address: 'x'.repeat(1000) },
  { full_address: '1 A St', country: 'Canada' },
  {},
  { full_address: '%%%%' },
  { full_address: 'asdf qwerty, Vergennes, VT 05491' },
  { city: 'Vergennes', unknown_field: { deep: [1, 2] } },
  // text every serializer must escape the same way: quotes, backslash, controls, U+2028, an emoji, a lone surrogate
  { full_address: '12 N Main St "rear" \\ \u0001\t\n\u2028 \u{1F600} \uD800, Vergennes VT 05491', apt_suite_other: 'Ünit ½' },
];

type Item = { status: string; message: string; result: { lookup_status: string; address_accuracy_level: string; warnings: string[]; corrections: unknown[]; address_breakdown: { urbanization: string } } };

describe('bulk answers serialized in the workers = serialized by fastify', () => {
  const dir = tempDir('usaddr-bulk-json-');
  let workers: Running;
  let fastify: Running;
  let lookupBulkCalls = 0;
  beforeAll(async () => {
    const extra = join(dir, 'extra.oa.csv');
    writeFileSync(extra, `${EXTRA_POINTS}\n`);
    const index = join(dir, 'fixtures.usaddr');
    const b = runCli(['reference', 'build', 'fixtures/reference/points.oa.csv', 'fixtures/reference/tiger.csv', extra, '--out', index, '--quiet']);
    if (b.code !== 0) throw new Error(b.stderr);
    // the worker path must not fall back to lookupBulk: count any call
    workers = await startServer({
      reference: index,
      wrap: (pool) => ({ ...pool, lookupBulk: (items) => (lookupBulkCalls++, pool.lookupBulk(items)) }),
    });
    fastify = await startServer({ reference: index, wrap: (pool) => ({ lookupBulk: pool.lookupBulk, close: pool.close }) });
  });
  afterAll(async () => {
    await workers?.stop();
    await fastify?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const both = async (items: unknown[]): Promise<[Awaited<ReturnType<typeof call>>, Awaited<ReturnType<typeof call>>]> => {
    const body = JSON.stringify({ items });
    return [await call(workers.base, 'POST', BULK, { headers: auth(), body }), await call(fastify.base, 'POST', BULK, { headers: auth(), body })];
  };

  it('every status, accuracy level and FAIL reason of the fixtures: byte for byte, same content type, valid by the document', async () => {
    const [w, f] = await both(ITEMS);
    expect(w.status).toBe(200);
    expect(f.status).toBe(200);
    expect(w.headers.get('content-type')).toBe(f.headers.get('content-type'));
    expect(w.text).toBe(f.text);
    const checker = await openapiChecker(workers.base);
    checker.check(BULK, 'POST', w);
    expect(lookupBulkCalls).toBe(0);

    // what the comparison covered, so a fixture change that drops a case shows here
    const items = w.body as Item[];
    expect(items).toHaveLength(ITEMS.length);
    expect(new Set(items.map((i) => i.status))).toEqual(new Set(['SUCCESS', 'FAIL']));
    expect(new Set(items.map((i) => i.result.lookup_status))).toEqual(new Set(['ADDRESS_FOUND', 'ADDRESS_NOT_FOUND', 'ADDRESS_AMBIGUOUS', 'ADDRESS_UNVERIFIED']));
    expect(new Set(items.map((i) => i.result.address_accuracy_level))).toEqual(new Set(['ROOFTOP', 'RANGE_INTERPOLATED', 'STREET', 'ZIP', 'NONE']));
    const reasons = new Set(items.filter((i) => i.status === 'FAIL').map((i) => i.message.split(':')[0]));
    expect(reasons).toEqual(new Set(['INTERSECTION', 'TOO_LONG', 'NOT_US', 'EMPTY', 'NO_DELIVERY_ADDRESS']));
    expect(items.some((i) => i.result.warnings.length > 0)).toBe(true);
    expect(items.some((i) => i.result.corrections.length > 1)).toBe(true);
    expect(items.some((i) => i.result.address_breakdown.urbanization !== '')).toBe(true);
  });

  it('each item alone, in another position: byte for byte', async () => {
    for (const item of ITEMS) {
      const [w, f] = await both([{}, item]);
      expect(w.text, JSON.stringify(item)).toBe(f.text);
    }
    expect(lookupBulkCalls).toBe(0);
  });

  it('the items counted in /metrics are the same on both paths', async () => {
    const counts = async (s: Running): Promise<string[]> =>
      (await call(s.base, 'GET', '/metrics')).text.split('\n').filter((l) => l.startsWith('usaddr_lookup_items_total{')).sort();
    const w = await counts(workers);
    expect(w.length).toBeGreaterThan(4);
    expect(w).toEqual(await counts(fastify));
  });
});
