// The Dockerfile's run stage holds only what it copies from the build stage: lay those paths out as the image
// would (no Docker daemon needed) and start `usaddr serve` from there, so a file the server reads at run time
// that the image leaves out fails here, not in a container.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';
import { call } from '../server/helpers.js';
import { tempDir } from '../helpers/tmp.js';

const dockerfile = readFileSync(`${ROOT}Dockerfile`, 'utf8');
const runStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
/** [path in the build stage's /app, path in the image's /app] of every COPY --from=build of the run stage */
const copies = [...runStage.matchAll(/^COPY --from=build \/app\/(\S+) \.\/(\S*)$/gm)].map((m) => [m[1]!, m[2]! || m[1]!] as const);

const dirs: string[] = [];

/** A directory holding what the image holds: the clone's files at the paths the run stage copies them to. */
function layOut(paths: readonly (readonly [string, string])[]): string {
  const image = tempDir('usaddr-image-');
  dirs.push(image);
  for (const [from, to] of paths) {
    mkdirSync(dirname(join(image, to)), { recursive: true });
    // the build stage's node_modules after `npm prune --omit=dev` is a subset of the clone's: link it rather than copy
    if (from === 'node_modules') symlinkSync(join(ROOT, from), join(image, to));
    else cpSync(join(ROOT, from), join(image, to), { recursive: true });
  }
  return image;
}

/** Starts `usaddr serve` from dir; resolves to its base URL once ready, or to how it ended instead. */
async function serveFrom(dir: string, use: (base: string) => Promise<void>): Promise<{ ready: string; code: number | null; output: string }> {
  const child = spawn(process.execPath, [join(dir, 'bin/usaddr.js'), 'serve', '--no-auth', '--port', '0', '--workers', '1'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  let code: number | null | undefined;
  const exited = new Promise<string>((r) => child.on('exit', (c) => r(`exited ${String((code = c))}`)));
  const deadline = new Promise<string>((r) => setTimeout(() => r('still running after 15 s'), 15_000).unref());
  const listening = new Promise<string>((resolve) => {
    const poll = setInterval(() => {
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      const ready = m !== null && output.includes('usaddr serve ready');
      if (ready) resolve(m[1]!);
      // (the ready line comes after the listening one: polling stops only once both are in, or the server ended)
      if (ready || code !== undefined) clearInterval(poll);
    }, 50);
    void exited.then(() => clearInterval(poll));
  });
  const ready = await Promise.race([listening, exited, deadline]);
  try {
    if (ready.startsWith('http:')) await use(ready);
  } finally {
    if (code === undefined) {
      child.kill(ready.startsWith('http:') ? 'SIGTERM' : 'SIGKILL');
      await exited;
    }
  }
  return { ready, code: code ?? null, output };
}

describe('the Dockerfile run stage', () => {
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('copies what `usaddr serve` reads: the server starts from those files alone and serves / and /healthz', async () => {
    expect(copies.map(([from]) => from)).toEqual(expect.arrayContaining(['package.json', 'node_modules', 'dist', 'bin']));
    const run = await serveFrom(layOut(copies), async (base) => {
      expect((await call(base, 'GET', '/healthz')).status).toBe(200);
      expect((await call(base, 'GET', '/')).status).toBe(200);
    });
    expect(run.ready, `serve did not start from the image's files:\n${run.output}`).toMatch(/^http:/);
  }, 40_000);

  it('a server that cannot be built (a run-time file missing) exits 2 instead of hanging on its workers', async () => {
    const run = await serveFrom(layOut(copies.filter(([from]) => !from.startsWith('src/server'))), async () => {});
    expect(run.ready, run.output).toBe('exited 2');
    expect(run.output).toContain('index.html');
  }, 40_000);
});
