// Test-only: a minimal v1 bulk service on 127.0.0.1 (real engine answers) whose behaviour per
// request a test can script, for faults the real `usaddr serve` cannot be made to show.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildEngine } from '../../src/service/engine-factory.js';
import { lookupBulk } from '../../src/wire/lookup-bulk.js';
import type { BulkItem, LookupRequest } from '../../src/wire/types.js';

const engine = buildEngine();

export interface FakeRequest {
  /** 0-based count of requests this server has seen */
  n: number;
  items: LookupRequest[];
  auth: string | undefined;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
/** Return the answer to send (or a promise of it: a delay), undefined for the normal one; 'drop' destroys the socket, 'hang' never answers. */
export type Script = (r: FakeRequest, answer: () => BulkItem[]) => Answer | 'drop' | 'hang' | undefined | Promise<Answer | 'drop' | undefined>;

export interface Fake {
  base: string;
  seen: FakeRequest[];
  stop(): Promise<void>;
}

export const KEY = 'remote-test-key';

export async function startFake(script: Script = () => undefined): Promise<Fake> {
  const seen: FakeRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const items = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { items: LookupRequest[] }).items;
      const r: FakeRequest = { n: seen.length, items, auth: req.headers.authorization };
      seen.push(r);
      if (req.headers.authorization !== `Bearer ${KEY}`) {
        res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'missing or unknown API key' } }));
        return;
      }
      const out = await script(r, () => lookupBulk(engine, items));
      if (out === 'hang') return;
      if (out === 'drop') {
        req.socket.destroy();
        return;
      }
      const { status, body, headers } = out ?? { status: 200, body: lookupBulk(engine, items) };
      res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    base: `http://127.0.0.1:${port}`,
    seen,
    stop: () => new Promise<void>((ok) => {
      server.closeAllConnections();
      server.close(() => ok());
    }),
  };
}

export const apiError = (status: number, code: string, message: string, headers?: Record<string, string>) => ({ status, body: { error: { code, message } }, headers });
