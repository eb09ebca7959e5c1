// usaddr suggest --endpoint against the real `usaddr serve` (built bin, 127.0.0.1): the same
// suggestions as in-process, a refused key and an endpoint that is not there as one line and exit 2.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { runCliAsync, SERVE_KEY, startServe, type Serve } from './processes.js';

let serve: Serve;
beforeAll(async () => {
  serve = await startServe();
});
afterAll(async () => {
  await serve?.stop();
});

/** A port nothing listens on: bound, read, closed. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const { port } = s.address() as { port: number };
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

describe('usaddr suggest --endpoint', () => {
  it('gives the same suggestions as the engine in-process, filters and limit included', async () => {
    for (const args of [['burlingt', '--json'], ['montpel', '--json', '--limit', '3', '--state', 'VT'], ['0540']]) {
      const local = runCli(['suggest', ...args]);
      const remote = await runCliAsync(['suggest', ...args, '--endpoint', serve.base], { USADDR_API_KEY: SERVE_KEY });
      expect(remote.code).toBe(0);
      expect(remote.stdout).toBe(local.stdout);
      expect(remote.stdout.length).toBeGreaterThan(0);
    }
  });

  it('a key ending in a line break (read from a file or a Secret) is used without it', async () => {
    const local = runCli(['suggest', 'burlingt', '--json']);
    const r = await runCliAsync(['suggest', 'burlingt', '--json', '--endpoint', serve.base], { USADDR_API_KEY: `${SERVE_KEY}\r\n` });
    expect([r.code, r.stderr]).toEqual([0, '']);
    expect(r.stdout).toBe(local.stdout);
  });

  it('a wrong key stops with exit 2 and "check --api-key"; the key is never printed', async () => {
    const r = await runCliAsync(['suggest', 'burlingt', '--endpoint', serve.base, '--api-key', 'wrong-key-777']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^usaddr: suggest stopped: .*check --api-key/m);
    expect(r.stderr + r.stdout).not.toContain('wrong-key-777');
  });

  it('an endpoint that is not there is one line and exit 2, and --reference with --endpoint is refused', async () => {
    const r = await runCliAsync(['suggest', 'burlingt', '--endpoint', `http://127.0.0.1:${await closedPort()}`, '--request-timeout', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^usaddr: suggest stopped: http:\/\/127\.0\.0\.1:\d+: connection refused: nothing listens at that address and port \(ECONNREFUSED\)$/m);
    expect(r.stderr).not.toMatch(/\n\s+at /);
    const verify = await runCliAsync(['verify', 'fixtures/verify/town.csv', '--quiet', '--endpoint', `http://127.0.0.1:${await closedPort()}`, '--retries', '1']);
    expect(verify.code).toBe(2);
    expect(verify.stderr).toMatch(/^usaddr: verify stopped: http:\/\/127\.0\.0\.1:\d+: connection refused: nothing listens at that address and port \(ECONNREFUSED\) \(gave up after 1 retry\); 0 rows written \(no checkpoint without -o FILE and a file input\)$/m);
    // (no checkpoint: the hint says to run again, not to --resume)
    expect(verify.stderr).toMatch(/run the command again \(with -o FILE and a file input, a stopped run keeps a checkpoint and --resume continues it\)/);
    expect(verify.stderr).not.toMatch(/plus --resume/);
    const both = runCli(['suggest', 'x', '--endpoint', serve.base, '--reference', 'x.usaddr']);
    expect(both.code).toBe(2);
    expect(both.stderr).toMatch(/--reference and --endpoint/);
  });
});
