// Bearer auth over real HTTP: no header, wrong scheme, wrong key, right key; keys swapped live; logs keep keys and addresses out.
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keysFromEnv, keysFromText } from '../../src/server/keys.js';
import { auth, call, KEY, KeySet, openapiChecker, startServer, type Answer, type Running } from './helpers.js';

const BULK = '/v1/addresses/lookup/bulk';
const BODY = JSON.stringify({ items: [{ full_address: '77 Secretive Lane, Middlebury VT 05753' }] });

describe('auth', () => {
  let s: Running;
  let checker: Awaited<ReturnType<typeof openapiChecker>>;
  let logs = '';
  const keys = new KeySet([KEY, 'second-key']);
  const post = async (headers: Record<string, string>): Promise<Answer> => {
    const a = await call(s.base, 'POST', BULK, { headers: { 'content-type': 'application/json', ...headers }, body: BODY });
    checker.check(BULK, 'POST', a);
    return a;
  };
  const expect401 = (a: Answer, challenge: RegExp): void => {
    expect(a.status).toBe(401);
    expect(a.headers.get('www-authenticate')).toMatch(challenge);
    expect((a.body as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
  };

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => (logs += c.toString()));
    s = await startServer({ keys, logStream: stream });
    checker = await openapiChecker(s.base);
  });
  afterAll(() => s.stop());

  it('no Authorization header: 401 with WWW-Authenticate: Bearer', async () => {
    expect401(await post({}), /^Bearer realm="usaddr"$/);
  });

  it('another scheme, or Bearer with no key: 401 invalid_request', async () => {
    expect401(await post({ authorization: `Basic ${Buffer.from(`u:${KEY}`).toString('base64')}` }), /^Bearer .*error="invalid_request"/);
    expect401(await post({ authorization: KEY }), /error="invalid_request"/);
    expect401(await post({ authorization: 'Bearer ' }), /error="invalid_request"/);
  });

  it('two Authorization headers, the right key first or second: 401 invalid_request (Node would silently keep the first)', async () => {
    const { port } = new URL(s.base);
    for (const pair of [[KEY, 'wrong-key'], ['wrong-key', KEY], [KEY, KEY]]) {
      const head = await new Promise<string>((ok, fail) => {
        const sock = connect(Number(port), '127.0.0.1', () => {
          sock.end(`POST ${BULK} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n${pair.map((k) => `Authorization: Bearer ${k}\r\n`).join('')}Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`);
        });
        let text = '';
        sock.on('data', (d: Buffer) => (text += d.toString()));
        sock.on('end', () => ok(text));
        sock.on('error', fail);
      });
      expect(head).toMatch(/^HTTP\/1\.1 401 /);
      expect(head).toMatch(/www-authenticate: Bearer realm="usaddr", error="invalid_request"/i);
      expect(head).toContain('"message":"2 Authorization headers: send exactly one"');
    }
  });

  it('a wrong key, a prefix of a right one, or a right one with a character more: 401 invalid_token', async () => {
    for (const k of ['wrong', KEY.slice(0, -1), `${KEY}x`]) expect401(await post({ authorization: `Bearer ${k}` }), /error="invalid_token"/);
  });

  it('a right key: 200, the scheme in any case', async () => {
    expect((await post(auth())).status).toBe(200);
    expect((await post({ authorization: `bearer ${'second-key'}` })).status).toBe(200);
  });

  it('keys replaced at run time (what SIGHUP does): the old key is refused, the new one admitted', async () => {
    keys.replace(['third-key']);
    try {
      expect401(await post(auth()), /invalid_token/);
      expect((await post(auth('third-key'))).status).toBe(200);
    } finally {
      keys.replace([KEY, 'second-key']);
    }
  });

  it('probes, metrics and the document need no key', async () => {
    for (const p of ['/healthz', '/readyz', '/metrics', '/v1/openapi.json']) expect((await call(s.base, 'GET', p)).status).toBe(200);
  });

  it('logs: one JSON line per request with id, route, status, items and duration; never a key, never address text', async () => {
    await post(auth());
    const lines = logs.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const ok = lines.find((l) => l.route === BULK && l.status === 200)!;
    expect(ok).toMatchObject({ method: 'POST', items: 1 });
    expect(typeof ok.request_id).toBe('string');
    expect(typeof ok.duration_ms).toBe('number');
    for (const secret of [KEY, 'second-key', 'third-key', 'Secretive', Buffer.from(`u:${KEY}`).toString('base64')]) expect(logs).not.toContain(secret);
  });
});

describe('auth off and address logging', () => {
  it('--no-auth (keys null): no header needed; --log-addresses puts the items in the log line', async () => {
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => (logs += c.toString()));
    const s = await startServer({ keys: null, logAddresses: true, logStream: stream });
    try {
      const a = await call(s.base, 'POST', BULK, { headers: { 'content-type': 'application/json' }, body: BODY });
      expect(a.status).toBe(200);
      expect(logs).toContain('77 Secretive Lane');
    } finally {
      await s.stop();
    }
  });
});

describe('key sources', () => {
  it('the key file: one per line, # comments and blanks skipped; the env: comma-separated', () => {
    expect(keysFromText('# ops keys\nabc\n\n  def  # billing\r\n#ghi\n')).toEqual(['abc', 'def']);
    expect(keysFromEnv(' a, b ,,c')).toEqual(['a', 'b', 'c']);
    expect(keysFromEnv(undefined)).toEqual([]);
  });

  it('KeySet compares whole keys', () => {
    const k = new KeySet(['abc']);
    expect([k.has('abc'), k.has('ab'), k.has('abcd'), k.has('')]).toEqual([true, false, false, false]);
  });
});
