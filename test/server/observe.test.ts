// Logs and metrics for a request whose client leaves while it is being looked up (after sending all of its body).
import { connect } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { KEY, startServer, type Running } from './helpers.js';

const BULK = '/v1/addresses/lookup/bulk';
const BODY = JSON.stringify({ items: [{ full_address: '12 Main St, Middlebury VT 05753' }] });

let s: Running | undefined;
afterEach(async () => {
  await s?.stop();
  s = undefined;
});

const metric = async (base: string, line: RegExp): Promise<string | undefined> => (await (await fetch(`${base}/metrics`)).text()).split('\n').find((l) => line.test(l));

describe('observe: a client that leaves before the answer', () => {
  it('the in-flight gauge comes back to 0; the request is logged once and counted as 499', async () => {
    let logs = '';
    const stream = new PassThrough();
    stream.on('data', (c: Buffer) => (logs += c.toString()));
    let release!: () => void;
    const held = new Promise<void>((ok) => (release = ok));
    let started!: () => void;
    const looking = new Promise<void>((ok) => (started = ok));
    s = await startServer({
      logStream: stream,
      // the lookup waits until the client is gone, so the answer always comes too late
      wrap: (pool) => ({ close: pool.close, lookupBulk: async (items) => (started(), await held, pool.lookupBulk(items)) }),
    });
    const { port } = new URL(s.base);
    const sock = connect(Number(port), '127.0.0.1', () => {
      sock.write(`POST ${BULK} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${KEY}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(BODY)}\r\n\r\n${BODY}`);
    });
    await looking;
    expect(await metric(s.base, /^usaddr_http_requests_in_flight\{route="\/v1\/addresses\/lookup\/bulk"\}/)).toMatch(/ 1$/);
    await new Promise<void>((ok) => sock.destroy().once('close', () => ok()));
    release();
    const deadline = Date.now() + 5_000;
    while (!/"status":499/.test(logs) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 100));
    expect(await metric(s.base, /^usaddr_http_requests_in_flight\{route="\/v1\/addresses\/lookup\/bulk"\}/)).toMatch(/ 0$/);
    expect(await metric(s.base, /^usaddr_http_requests_total\{method="POST",route="\/v1\/addresses\/lookup\/bulk",status="499"\}/)).toMatch(/ 1$/);
    const lines = logs.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.route === BULK);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ method: 'POST', status: 499, items: 1 });
    expect(logs).not.toContain(KEY);
  });
});
