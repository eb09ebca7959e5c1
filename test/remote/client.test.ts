// The remote client against a scripted v1 server on 127.0.0.1: matching by lookup_index, retries,
// Retry-After, auth, 413 halving, a poisonous row, several endpoints. Backoff sleeps are injected.
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEngine } from '../../src/service/engine-factory.js';
import { parseEndpoints, RemoteService, RemoteStopped, type RemoteOptions } from '../../src/service/remote.js';
import { matchByIndex, retryAfterMs } from '../../src/service/remote-attempt.js';
import { lookupBulk } from '../../src/wire/lookup-bulk.js';
import type { LookupRequest } from '../../src/wire/types.js';
import { apiError, KEY, startFake, type Fake, type Script } from './fake-v1.js';

const ITEMS: LookupRequest[] = [
  { full_address: '1600 Pennsylvania Ave NW, Washington DC 20500' },
  { street_address: '350 5th Ave', city: 'New York', state: 'NY', zip_code: '10118' },
  { full_address: 'nothing at all here' },
  { city: 'Chicago', state: 'IL', zip_code: '60601' },
  { full_address: '1 Main St, Springfield IL 62701' },
];
const expected = lookupBulk(buildEngine(), ITEMS);

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.stop()));
});

async function fake(script?: Script): Promise<Fake> {
  const f = await startFake(script);
  running.push(f);
  return f;
}

function client(bases: string[], extra: Partial<RemoteOptions> = {}): { service: RemoteService; sleeps: number[] } {
  const sleeps: number[] = [];
  const service = new RemoteService(bases.map((b) => new URL(b)), {
    endpoints: bases, apiKey: KEY, concurrency: 4, timeoutMs: 5_000, retries: 5,
    sleep: async (ms) => { sleeps.push(ms); }, random: () => 0.5, ...extra,
  });
  running.push({ stop: () => service.close() });
  return { service, sleeps };
}

/** A port nothing listens on: taken, then released. */
async function deadPort(): Promise<string> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as { port: number };
  await new Promise<void>((ok) => s.close(() => ok()));
  return `http://127.0.0.1:${port}`;
}

describe('remote client', () => {
  it('sends the key as a bearer token and puts a shuffled answer back by lookup_index', async () => {
    const f = await fake((_r, answer) => ({ status: 200, body: answer().reverse() }));
    const { service } = client([f.base]);
    expect(await service.lookupBulk(ITEMS)).toEqual(expected);
    expect(f.seen[0]!.auth).toBe(`Bearer ${KEY}`);
    expect(service.report()).toMatchObject({ requests: 1, retries: 0, endpoints: [{ url: f.base, requests: 1, items: 5, failures: 0 }] });
  });

  it.each([
    ['a missing index', (a: ReturnType<typeof lookupBulk>) => a.slice(1)],
    ['a duplicated index', (a: ReturnType<typeof lookupBulk>) => [a[0]!, ...a.slice(0, -1)]],
    ['an extra item', (a: ReturnType<typeof lookupBulk>) => [...a, a[0]!]],
    ['an index out of range', (a: ReturnType<typeof lookupBulk>) => a.map((i, k) => (k === 2 ? { ...i, result: { ...i.result!, lookup_index: 99 } } : i))],
  ])('an answer with %s is retried, never used', async (_name, spoil) => {
    const f = await fake((r, answer) => (r.n < 2 ? { status: 200, body: spoil(answer()) } : undefined));
    const { service } = client([f.base]);
    expect(await service.lookupBulk(ITEMS)).toEqual(expected);
    expect(service.report()).toMatchObject({ requests: 3, retries: 2 });
  });

  it('retries 5xx, 408 and dropped connections with full-jitter backoff, and honours Retry-After on 429', async () => {
    const faults = [apiError(503, 'UNAVAILABLE', 'busy'), 'drop' as const, apiError(408, 'TIMEOUT', 'slow'), apiError(429, 'RATE_LIMITED', 'slow down', { 'retry-after': '3' }), apiError(500, 'INTERNAL', 'oops')];
    const f = await fake((r) => faults[r.n]);
    const { service, sleeps } = client([f.base]);
    expect(await service.lookupBulk(ITEMS)).toEqual(expected);
    // random() = 0.5: half of 200, 400, 800 ms; the 429 waits its 3 s
    expect(sleeps).toEqual([100, 200, 400, 3000, 1600]);
    expect(service.report().retries).toBe(5);
  });

  it('stops after --retries with the endpoint and the last error named', async () => {
    const f = await fake(() => apiError(503, 'UNAVAILABLE', 'lookup unavailable: pool closed'));
    const { service } = client([f.base], { retries: 2 });
    const err = await service.lookupBulk(ITEMS).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RemoteStopped);
    expect((err as Error).message).toBe(`${f.base}: HTTP 503 UNAVAILABLE: lookup unavailable: pool closed (gave up after 2 retries)`);
    expect(f.seen).toHaveLength(3);
  });

  it('a request that takes longer than --request-timeout is retried', async () => {
    const f = await fake((r) => (r.n === 0 ? 'hang' : undefined));
    const { service } = client([f.base], { timeoutMs: 300 });
    expect(await service.lookupBulk(ITEMS)).toEqual(expected);
    expect(service.report().retries).toBe(1);
    expect(f.seen).toHaveLength(2);
  });

  it('401 stops at once and says to check --api-key; the key is not in the message', async () => {
    const f = await fake();
    const { service } = client([f.base], { apiKey: 'wrong-secret-key' });
    const err = (await service.lookupBulk(ITEMS).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(RemoteStopped);
    expect(err.message).toContain('check --api-key');
    expect(err.message).not.toContain('wrong-secret-key');
    expect(f.seen).toHaveLength(1);
  });

  it.each([
    [404, 'NOT_FOUND', 'no route POST /api/v1/addresses/lookup/bulk'],
    [405, 'METHOD_NOT_ALLOWED', 'POST is not allowed'],
    [415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported Media Type'],
  ])('%i (the URL is not a v1 bulk route) stops at once and says to check --endpoint: no row becomes a FAIL', async (status, code, message) => {
    const f = await fake(() => apiError(status, code, message));
    const { service } = client([`${f.base}/api`]);
    const err = (await service.lookupBulk(ITEMS).catch((e: unknown) => e)) as Error;
    expect(err).toBeInstanceOf(RemoteStopped);
    expect(err.message).toBe(`${f.base}/api has no v1 bulk route at /api/v1/addresses/lookup/bulk (HTTP ${status} ${code}: ${message}): check --endpoint (the service's base URL, e.g. http://10.0.0.5:8080)`);
    expect(f.seen).toHaveLength(1);
  });

  it('a server message quoting the key is passed on without it: in a refused row and in the stop message', async () => {
    const quote = (r: { auth: string | undefined }) => `bad header ${String(r.auth)}`;
    const refuses = await fake((r) => apiError(422, 'INVALID', quote(r)));
    const got = await client([refuses.base]).service.lookupBulk(ITEMS.slice(0, 1));
    expect(got[0]!.message).toBe('the service refused this row: HTTP 422 INVALID: bad header Bearer [api key]');
    const fails = await fake((r) => apiError(500, 'INTERNAL', quote(r)));
    const err = (await client([fails.base], { retries: 0 }).service.lookupBulk(ITEMS).catch((e: unknown) => e)) as Error;
    expect(err.message).toBe(`${fails.base}: HTTP 500 INTERNAL: bad header Bearer [api key] (gave up after 0 retries)`);
    expect(JSON.stringify(got) + err.message).not.toContain(KEY);
  });

  it('413 halves the chunk until the parts fit', async () => {
    const f = await fake((r) => (r.items.length > 2 ? apiError(413, 'TOO_LARGE', 'at most 2 items') : undefined));
    const { service } = client([f.base]);
    const got = await service.lookupBulk(ITEMS);
    // each part is numbered from 0 by the server: compare without the index, then the order by request
    expect(got.map((i) => i.request)).toEqual(expected.map((i) => i.request));
    expect(got.map((i) => ({ ...i.result, lookup_index: 0 }))).toEqual(expected.map((i) => ({ ...i.result, lookup_index: 0 })));
    expect(service.report().retries).toBe(0);
  });

  it('after a 413, later chunks go in slices of a size the service took, not halved from the full chunk again', async () => {
    const f = await fake((r) => (r.items.length > 7 ? apiError(413, 'TOO_MANY_ITEMS', 'at most 7 items') : undefined));
    const { service } = client([f.base], { concurrency: 1 });
    const chunk = Array.from({ length: 100 }, (_, i) => ITEMS[i % ITEMS.length]!);
    const first = await service.lookupBulk(chunk);
    const firstRequests = f.seen.length;
    for (let k = 0; k < 3; k++) expect((await service.lookupBulk(chunk)).map((i) => i.request)).toEqual(chunk);
    expect(first.map((i) => i.request)).toEqual(chunk);
    // the first chunk learns the size (one part at a time after the 413s; halving alone took 31), then 15 a chunk
    expect(firstRequests).toBeLessThanOrEqual(25);
    expect(f.seen.length - firstRequests).toBe(3 * 15);
    expect(f.seen.slice(firstRequests).every((r) => r.items.length <= 7)).toBe(true);
  });

  it('another 4xx splits the chunk down to the poisonous row, which comes back as its own FAIL with the server message', async () => {
    const poison = ITEMS[3]!;
    const f = await fake((r) => (r.items.includes(poison) || r.items.some((i) => i.city === 'Chicago') ? apiError(422, 'INVALID', 'city must not be Chicago') : undefined));
    const { service } = client([f.base]);
    const got = await service.lookupBulk(ITEMS);
    expect(got[3]).toEqual({ status: 'FAIL', request: ITEMS[3], message: 'the service refused this row: HTTP 422 INVALID: city must not be Chicago', result: null });
    expect(got.filter((_, k) => k !== 3).map((i) => i.result!.address_line1)).toEqual(expected.filter((_, k) => k !== 3).map((i) => i.result!.address_line1));
  });

  it('with a dead endpoint beside a live one every chunk is answered, and the dead one is set aside', async () => {
    const f = await fake();
    const dead = await deadPort();
    const { service } = client([dead, f.base], { concurrency: 2 });
    const results = await Promise.all(Array.from({ length: 12 }, () => service.lookupBulk(ITEMS)));
    for (const r of results) expect(r).toEqual(expected);
    const [d, live] = service.report().endpoints;
    expect(live!.items).toBe(60);
    expect(d!.items).toBe(0);
    // set aside after two failures: far fewer than one try per chunk
    expect(d!.requests).toBeLessThan(6);
  });

  it('spreads chunks over two endpoints by fewest outstanding', async () => {
    const a = await fake();
    const b = await fake();
    const { service } = client([a.base, b.base], { concurrency: 4 });
    await Promise.all(Array.from({ length: 20 }, () => service.lookupBulk(ITEMS)));
    expect(a.seen.length).toBeGreaterThan(3);
    expect(b.seen.length).toBeGreaterThan(3);
    expect(a.seen.length + b.seen.length).toBe(20);
  });
});

describe('answer checks', () => {
  it('Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(undefined)).toBeUndefined();
  });

  it('matchByIndex refuses what is not one item per index', () => {
    expect(matchByIndex({}, 1)).toBe('the answer is not a JSON array');
    expect(matchByIndex([{ status: 'SUCCESS', result: null }], 1)).toMatch(/lookup_index/);
    expect(matchByIndex([{ status: 'WHAT', result: { lookup_index: 0 } }], 1)).toMatch(/status WHAT/);
  });
});

describe('parseEndpoints', () => {
  it('a host:port without its scheme is refused as typed, with the URL to write instead', () => {
    expect(parseEndpoints(['localhost:46527'])).toEqual({ ok: false, message: "--endpoint 'localhost:46527' must start with http:// or https:// (e.g. http://localhost:46527)" });
    expect(parseEndpoints(['ftp://user:secret@x.org'])).toEqual({ ok: false, message: "--endpoint 'ftp://x.org' must start with http:// or https://" });
    expect(parseEndpoints(['http://10.0.0.5:8080/', 'https://a.example'])).toMatchObject({ ok: true });
  });
});
