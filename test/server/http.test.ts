// Every status path of the API over real HTTP, each answer checked against the served OpenAPI document.
import { connect } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, call, openapiChecker, startServer, type Answer, type Running } from './helpers.js';

const BULK = '/v1/addresses/lookup/bulk';
type Item = { status: string; request: Record<string, string>; message: string; result: { lookup_index: number; lookup_status: string; address_line1: string } };
type ErrorBody = { error: { code: string; message: string } };

describe('usaddr server over HTTP', () => {
  let s: Running;
  let checker: Awaited<ReturnType<typeof openapiChecker>>;
  /** every answer of this file goes through here: checked against the document before the test looks at it */
  const send = async (method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> => {
    const a = await call(s.base, method, path, init);
    checker.check(path.split('?')[0]!, method, a);
    return a;
  };
  const post = (body: unknown, headers = auth()): Promise<Answer> => send('POST', BULK, { headers, body: typeof body === 'string' ? body : JSON.stringify(body) });

  beforeAll(async () => {
    s = await startServer({ maxItems: 5, maxBodyBytes: 20_000 });
    checker = await openapiChecker(s.base);
  });
  afterAll(() => s.stop());

  it('serves an OpenAPI 3.1 document that validates, with our enums and limits', () => {
    expect(checker.valid).toBe(true);
    const text = JSON.stringify(checker.doc);
    expect(text).toContain('"openapi":"3.1.0"');
    for (const v of ['ADDRESS_FOUND', 'ADDRESS_NOT_FOUND', 'ADDRESS_AMBIGUOUS', 'ADDRESS_UNVERIFIED', 'ROOFTOP', 'RANGE_INTERPOLATED', 'STREET', 'ZIP', 'CITY', 'NONE']) expect(text).toContain(`"${v}"`);
    expect(text).toContain('"maxItems":5');
    const ops = checker.doc.paths[BULK]!.post!;
    expect(Object.keys(ops.responses).sort()).toEqual(['200', '400', '401', '413', '415', '422', '429', '500', '503']);
  });

  it('200: one item per input, in order, lookup_index set; unknown fields ignored; a number ZIP read as text', async () => {
    const a = await post({ items: [{ full_address: '12 Main St, Middlebury VT 05753', extra: { deep: [1] } }, { city: 'Middlebury', state: 'VT', zip_code: 5753, id: 7 }, { country: 'Canada', full_address: '1 Rue, Montreal' }] });
    expect(a.status).toBe(200);
    const items = a.body as Item[];
    expect(items.map((i) => i.result.lookup_index)).toEqual([0, 1, 2]);
    expect(items[0]!.request).toEqual({ full_address: '12 Main St, Middlebury VT 05753' });
    expect(items[0]!.result.address_line1).toBe('12 MAIN ST');
    expect(items[1]!.request).toEqual({ city: 'Middlebury', state: 'VT', zip_code: '5753' });
    expect(items[2]!.status).toBe('FAIL');
    expect(items[2]!.message).toMatch(/^NOT_US: /);
  });

  it('200 []: an empty items array', async () => {
    const a = await post({ items: [] });
    expect([a.status, a.body]).toEqual([200, []]);
  });

  it('400 MALFORMED_JSON: a body that is not JSON, an empty one too', async () => {
    const a = await post('{"items": [');
    expect(a.status).toBe(400);
    expect((a.body as ErrorBody).error.code).toBe('MALFORMED_JSON');
    const empty = await post('');
    expect([empty.status, (empty.body as ErrorBody).error.code]).toEqual([400, 'MALFORMED_JSON']);
  });

  it('422 INVALID_REQUEST naming the field path', async () => {
    const cases: [unknown, string][] = [
      [{ items: [{ city: 'x' }, { city: { nested: true } }] }, 'body/items/1/city'],
      [{ items: 'abc' }, 'body/items'],
      [{ nothing: [] }, 'body/items'],
      [{ items: [null] }, 'body/items/0'],
      [[1, 2], 'body'],
    ];
    for (const [body, path] of cases) {
      const a = await post(body);
      expect(a.status, JSON.stringify(body)).toBe(422);
      const e = (a.body as ErrorBody).error;
      expect(e.code).toBe('INVALID_REQUEST');
      expect(e.message.startsWith(`${path} `), e.message).toBe(true);
    }
    // a missing field is named once, as the field: not "body/items must have required property 'items'"
    expect(((await post({ nothing: [] })).body as ErrorBody).error.message).toBe('body/items is required');
  });

  it('413: more items than --max-items, and a body over --max-body', async () => {
    const many = await post({ items: Array.from({ length: 6 }, () => ({ city: 'x' })) });
    expect(many.status).toBe(413);
    expect((many.body as ErrorBody).error.code).toBe('TOO_MANY_ITEMS');
    const exactly = await post({ items: Array.from({ length: 5 }, () => ({ city: 'Middlebury', state: 'VT' })) });
    expect(exactly.status).toBe(200);
    const big = await post({ items: [{ full_address: 'x'.repeat(25_000) }] });
    expect(big.status).toBe(413);
    expect((big.body as ErrorBody).error.code).toBe('BODY_TOO_LARGE');
  });

  it('a huge field inside the body limit is a per-item FAIL, not a request error', async () => {
    const a = await post({ items: [{ full_address: 'x'.repeat(10_000) }, { street_address: '12 Main St', city: 'Middlebury', state: 'VT' }] });
    expect(a.status).toBe(200);
    expect((a.body as Item[]).map((i) => i.status)).toEqual(['FAIL', 'SUCCESS']);
    expect((a.body as Item[])[0]!.message).toMatch(/^TOO_LONG: /);
  });

  it('415: a body that is not JSON by its content type', async () => {
    const a = await post('items', { ...auth(), 'content-type': 'text/plain' });
    expect(a.status).toBe(415);
    expect((a.body as ErrorBody).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('415: a coded body (Content-Encoding gzip), whether it really is gzip or plain JSON so labelled; identity is read', async () => {
    const json = JSON.stringify({ items: [{ full_address: '12 Main St, Middlebury VT 05753' }] });
    for (const body of [gzipSync(json), Buffer.from(json)]) {
      const r = await fetch(s.base + BULK, { method: 'POST', headers: { ...auth(), 'content-encoding': 'gzip' }, body });
      const text = await r.text();
      checker.check(BULK, 'POST', { status: r.status, headers: r.headers, text, body: JSON.parse(text) });
      expect([r.status, (JSON.parse(text) as ErrorBody).error]).toEqual([415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: "Content-Encoding 'gzip' is not supported: send the body uncompressed (identity)" }]);
    }
    expect((await post(json, { ...auth(), 'content-encoding': 'identity' })).status).toBe(200);
  });

  it('415: a charset other than UTF-8 (it would be read as UTF-8 all the same); utf-8 in any spelling is read', async () => {
    const json = JSON.stringify({ items: [{ full_address: '12 Main St, Middlebury VT 05753' }] });
    const r = await post(json, { ...auth(), 'content-type': 'application/json; charset=utf-16' });
    expect([r.status, (r.body as ErrorBody).error]).toEqual([415, { code: 'UNSUPPORTED_MEDIA_TYPE', message: "charset 'utf-16' is not supported: send the body as UTF-8" }]);
    for (const type of ['application/json; charset=UTF-8', 'application/json;charset="utf-8"', 'application/json']) {
      expect((await post(json, { ...auth(), 'content-type': type })).status, type).toBe(200);
    }
  });

  it('200: "__proto__" and "constructor" keys are valid JSON, ignored like any unknown field (not a 400 "not valid JSON")', async () => {
    const body = '{"items":[{"full_address":"12 Main St, Middlebury VT 05753","__proto__":{"city":"x"}},{"city":"Middlebury","state":"VT","constructor":{"prototype":{"zip_code":"1"}}}],"__proto__":{"items":[]}}';
    const a = await post(body);
    expect(a.status).toBe(200);
    const items = a.body as Item[];
    expect(items.map((i) => i.request)).toEqual([{ full_address: '12 Main St, Middlebury VT 05753' }, { city: 'Middlebury', state: 'VT' }]);
    expect(items[0]!.result.address_line1).toBe('12 MAIN ST');
    expect(({} as Record<string, unknown>).city).toBeUndefined();
  });

  it('what Node refuses before a route (not HTTP, headers over the limit) answers in the one error body too', async () => {
    const raw = (text: string): Promise<string> => new Promise((ok, fail) => {
      const sock = connect(Number(new URL(s.base).port), '127.0.0.1', () => sock.write(text));
      let got = '';
      sock.on('data', (d: Buffer) => (got += d.toString()));
      sock.on('close', () => ok(got));
      sock.on('error', fail);
    });
    const cases: [string, number, string][] = [
      ['GARBAGE\r\n\r\n', 400, 'BAD_REQUEST'],
      [`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'BAD_REQUEST'],
    ];
    for (const [text, status, code] of cases) {
      const answer = await raw(text);
      expect(answer.split('\r\n')[0]).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
      const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as ErrorBody;
      expect(body.error.code).toBe(code);
      expect(typeof body.error.message).toBe('string');
    }
  });

  it('404 in the error body; no key needed to learn a route is absent', async () => {
    for (const path of ['/nope', '/v1/addresses/autocompletes?query=12%20Main']) {
      const a = await send('GET', path);
      expect(a.status).toBe(404);
      expect((a.body as ErrorBody).error.code).toBe('NOT_FOUND');
      expect(a.text).not.toContain('Main');
    }
  });

  it('autocomplete on the embedded ZIP default completes city, state and ZIP', async () => {
    const a = await send('GET', '/v1/addresses/autocomplete?query=middlebury%20v&limit=3', { headers: auth() });
    expect(a.status).toBe(200);
    const found = (a.body as { suggestions: { standardized_address: string; components: Record<string, string> }[] }).suggestions;
    expect(found.length).toBeGreaterThan(0);
    expect(found[0]!.standardized_address).toMatch(/^MIDDLEBURY, VT \d{5}$/);
    expect(found[0]!.components.street_address).toBe('');
  });

  it('405 with Allow for a known route and another method', async () => {
    const a = await send('GET', BULK, { headers: auth() });
    expect(a.status).toBe(405);
    expect(a.headers.get('allow')).toBe('POST');
    expect((a.body as ErrorBody).error.code).toBe('METHOD_NOT_ALLOWED');
    const b = await send('DELETE', '/healthz');
    expect(b.status).toBe(405);
    expect(b.headers.get('allow')).toBe('GET, HEAD');
  });

  it('healthz, readyz and metrics answer without a key; metrics count requests by route and status and items by lookup_status', async () => {
    expect((await send('GET', '/healthz')).status).toBe(200);
    expect((await send('GET', '/readyz')).status).toBe(200);
    await post({ items: [{ full_address: '12 Main St, Middlebury VT 05753' }, { country: 'FR', city: 'Paris' }] });
    const m = await call(s.base, 'GET', '/metrics');
    expect(m.status).toBe(200);
    expect(m.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(m.text).toMatch(/usaddr_http_requests_total\{method="POST",route="\/v1\/addresses\/lookup\/bulk",status="422"\} [1-9]/);
    expect(m.text).toMatch(/usaddr_http_requests_total\{method="GET",route="unmatched",status="404"\} 2/);
    expect(m.text).toMatch(/usaddr_lookup_items_total\{status="SUCCESS",lookup_status="ADDRESS_UNVERIFIED"\} [1-9]/);
    expect(m.text).toMatch(/usaddr_lookup_items_total\{status="FAIL",lookup_status="ADDRESS_NOT_FOUND"\} [1-9]/);
    expect(m.text).toMatch(/usaddr_http_request_duration_seconds_bucket\{method="GET",route="\/healthz",le="\+Inf"\} [1-9]/);
    // every answered request has left the gauge; the /metrics request itself is the one in flight
    expect(m.text).toMatch(/usaddr_http_requests_in_flight\{route="\/v1\/addresses\/lookup\/bulk"\} 0\n/);
    expect(m.text).toMatch(/usaddr_http_requests_in_flight\{route="\/metrics"\} 1\n/);
  });
});

/** Sends `text` and then nothing: 'closed' when the server closes the socket within 5 s, and what it wrote. */
async function stalledClient(base: string, text: string): Promise<{ closed: string; data: string }> {
  const sock = connect(Number(new URL(base).port), '127.0.0.1');
  try {
    let data = '';
    sock.on('data', (d: Buffer) => (data += d.toString()));
    const closed = new Promise<string>((resolve) => sock.on('close', () => resolve('closed')));
    sock.write(text);
    return { closed: await Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open after 5 s'), 5000))]), data };
  } finally {
    sock.destroy();
  }
}

describe('limits that need their own server', () => {
  it('429 with Retry-After and RateLimit headers, per key; other keys and the probes are not limited', async () => {
    const { KeySet } = await import('./helpers.js');
    const s = await startServer({ rateLimitPerMinute: 2, keys: new KeySet(['key-a', 'key-b']) });
    try {
      const checker = await openapiChecker(s.base);
      const post = async (key: string): Promise<Answer> => {
        const a = await call(s.base, 'POST', BULK, { headers: auth(key), body: '{"items":[]}' });
        checker.check(BULK, 'POST', a);
        return a;
      };
      expect((await post('key-a')).status).toBe(200);
      const second = await post('key-a');
      expect(second.headers.get('ratelimit-limit')).toBe('2');
      expect(second.headers.get('ratelimit-remaining')).toBe('0');
      const third = await post('key-a');
      expect(third.status).toBe(429);
      expect((third.body as ErrorBody).error.code).toBe('RATE_LIMITED');
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(third.headers.get('ratelimit-reset')).not.toBeNull();
      expect((await post('key-b')).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await call(s.base, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await s.stop();
    }
  });

  it('503 TIMEOUT when a request runs past --request-timeout; the server stays up', async () => {
    const s = await startServer({ requestTimeoutMs: 1 });
    try {
      const checker = await openapiChecker(s.base);
      const items = Array.from({ length: 1000 }, (_, i) => ({ street_address: `${i + 1} Main St`, city: 'Middlebury', state: 'VT', zip_code: '05753' }));
      const a = await call(s.base, 'POST', BULK, { headers: auth(), body: JSON.stringify({ items }) });
      checker.check(BULK, 'POST', a);
      expect(a.status).toBe(503);
      expect((a.body as ErrorBody).error.code).toBe('TIMEOUT');
      expect((await call(s.base, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await s.stop();
    }
  });

  it('a 503 TIMEOUT while the body is still arriving closes the connection (it would hold the socket until keep-alive ends)', async () => {
    const s = await startServer({ requestTimeoutMs: 300 });
    try {
      const body = JSON.stringify({ items: [{ full_address: '12 Main St, Middlebury VT 05753' }] });
      const { closed, data } = await stalledClient(s.base, `POST ${BULK} HTTP/1.1\r\nHost: x\r\n${Object.entries(auth()).map(([k, v]) => `${k}: ${v}\r\n`).join('')}Content-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n${body}`);
      expect(closed).toBe('closed');
      expect(data).toMatch(/^HTTP\/1\.1 503 [\s\S]*connection: close[\s\S]*"TIMEOUT"/i);
    } finally {
      await s.stop();
    }
  });

  it('408 TIMEOUT and the socket closed when a client stalls in its headers (Node alone held it ~89 s)', async () => {
    const s = await startServer({ headersTimeoutMs: 300 });
    try {
      const { closed, data } = await stalledClient(s.base, 'GET /healthz HTTP/1.1\r\nHost: x\r\n');
      expect(closed).toBe('closed');
      expect(data).toMatch(/^HTTP\/1\.1 408 [\s\S]*"TIMEOUT"/);
      expect((await call(s.base, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await s.stop();
    }
  });

  it('503 UNAVAILABLE when the lookup workers are gone, and readyz says so', async () => {
    const s = await startServer();
    try {
      const checker = await openapiChecker(s.base);
      await s.options.service.close();
      const a = await call(s.base, 'POST', BULK, { headers: auth(), body: '{"items":[{"city":"Middlebury"}]}' });
      checker.check(BULK, 'POST', a);
      expect(a.status).toBe(503);
      expect((a.body as ErrorBody).error.code).toBe('UNAVAILABLE');
      const r = await call(s.base, 'GET', '/readyz');
      checker.check('/readyz', 'GET', r);
      expect(r.status).toBe(503);
      expect((await call(s.base, 'GET', '/healthz')).status).toBe(200);
    } finally {
      await s.stop();
    }
  });
});
