// Test-only: the built CLI run without blocking (so servers in this process can answer it), a real
// `usaddr serve` child on 127.0.0.1 port 0, and a fault-injecting proxy in front of it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, request } from 'undici';
import { BIN, ROOT, type CliRun } from '../helpers/cli.js';

export const SERVE_KEY = 'remote-e2e-key-42';

export function runCliAsync(args: string[], env: Record<string, string> = {}): Promise<CliRun> {
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, [BIN, ...args], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', fail);
    child.on('close', (code) => ok({ code, stdout, stderr }));
  });
}

export interface Serve {
  base: string;
  stop(): Promise<void>;
}

/** The built `usaddr serve` on a free port, one worker; resolves once it listens. */
export async function startServe(): Promise<Serve> {
  const child: ChildProcess = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--workers', '1'], {
    cwd: ROOT, env: { ...process.env, USADDR_API_KEYS: SERVE_KEY }, stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = await new Promise<string>((ok, fail) => {
    let log = '';
    child.stdout!.setEncoding('utf8').on('data', (d: string) => {
      log += d;
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log);
      if (m) ok(m[1]!);
    });
    child.stderr!.resume();
    child.on('exit', (code) => fail(new Error(`usaddr serve exited ${code}: ${log}`)));
  });
  return {
    base,
    stop: () => new Promise<void>((ok) => {
      if (child.exitCode !== null) return ok();
      child.once('exit', () => ok());
      child.kill('SIGTERM');
    }),
  };
}

/** What the proxy does with its n-th request: pass it on (after a delay), drop the connection, or answer itself. */
export type Fault = { pass: true; delayMs?: number } | { drop: true } | { status: number; code: string; headers?: Record<string, string> };

export interface Proxy {
  base: string;
  counts: Record<'pass' | 'drop' | 'answered', number>;
  /** changes what later requests meet */
  script: (n: number) => Fault;
  stop(): Promise<void>;
}

export async function startProxy(target: string, script: (n: number) => Fault): Promise<Proxy> {
  const agent = new Agent({ connections: 16 });
  let n = 0;
  const proxy: Proxy = { base: '', counts: { pass: 0, drop: 0, answered: 0 }, script, stop: async () => undefined };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const fault = proxy.script(n++);
      if ('drop' in fault) {
        proxy.counts.drop += 1;
        req.socket.destroy();
        return;
      }
      if ('status' in fault) {
        proxy.counts.answered += 1;
        res.writeHead(fault.status, { 'content-type': 'application/json', ...fault.headers }).end(JSON.stringify({ error: { code: fault.code, message: `proxy says ${fault.status}` } }));
        return;
      }
      proxy.counts.pass += 1;
      if (fault.delayMs) await sleep(fault.delayMs);
      try {
        const r = await request(target + req.url, {
          method: 'POST', dispatcher: agent, body: Buffer.concat(chunks),
          headers: { 'content-type': 'application/json', ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}) },
        });
        const body = await r.body.text();
        res.writeHead(r.statusCode, { 'content-type': 'application/json' }).end(body);
      } catch {
        req.socket.destroy();
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  proxy.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  proxy.stop = async () => {
    server.closeAllConnections();
    await new Promise<void>((ok) => server.close(() => ok()));
    await agent.close();
  };
  return proxy;
}
