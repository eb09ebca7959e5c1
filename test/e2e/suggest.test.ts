// `usaddr suggest` as a user runs it: a query (text and --json), usage errors, and the live prompt
// driven in a real terminal (tmux): type, move with the arrows, pick with Enter, read the verified result.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, HAS_SHARED_DATA, ROOT, runCli, SHARED_DATA } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const SF = join(SHARED_DATA, 'reference/ca-san-francisco-excerpt.oa.csv');
const HAS_TMUX = spawnSync('tmux', ['-V']).status === 0;
if (!HAS_SHARED_DATA) console.log('suggest e2e with a reference skipped: ../shared/data is absent');
if (!HAS_TMUX) console.log('interactive suggest test skipped: tmux is not installed (apt-get install -y tmux)');

const session = `usaddr-suggest-${process.pid}`;
// a tmux server of the test's own: on the default one, another run (or the user's own sessions) shares the
// server, and one run's last session killed takes the server down under the other's new session
const SOCKET = `usaddr-test-${process.pid}`;
const tmux = (...args: string[]): string => String(spawnSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' }).stdout ?? '');

/** Stops the test's tmux server and removes its socket file (tmux leaves it behind). */
function stopTmux(): void {
  spawnSync('tmux', ['-L', SOCKET, 'kill-server']);
  rmSync(join(process.env.TMUX_TMPDIR ?? '/tmp', `tmux-${process.getuid?.() ?? 0}`, SOCKET), { force: true });
}

/** The tmux pane once it matches pattern (generous: a loaded CI machine may take seconds to start a process). */
async function waitFor(pattern: RegExp, ms = 30_000): Promise<string> {
  const end = Date.now() + ms;
  let pane = '';
  while (Date.now() < end) {
    pane = tmux('capture-pane', '-p', '-J', '-t', session);
    if (pattern.test(pane)) return pane;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${pattern}; pane:\n${pane}`);
}

/**
 * A fresh tmux session running `cmd`. Killing the last session ends the tmux server, and a new session asked for while it
 * is still going away is refused (the pane then stays empty): asked again until the session is there.
 */
function newSession(cmd: string, rows = 30): void {
  spawnSync('tmux', ['-L', SOCKET, 'kill-session', '-t', session]);
  for (let tries = 0; tries < 50; tries++) {
    spawnSync('tmux', ['-L', SOCKET, 'new-session', '-d', '-s', session, '-x', '120', '-y', String(rows), cmd]);
    if (spawnSync('tmux', ['-L', SOCKET, 'has-session', '-t', session]).status === 0) return;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
  }
  throw new Error(`tmux did not start session ${session}`);
}

/** Starts the live prompt in a fresh tmux session; the shell prints EXIT=<code> when it ends. */
function startLive(args: string, rows = 30): void {
  newSession(`cd ${ROOT} && NO_COLOR=1 ${process.execPath} ${BIN} suggest ${args}; echo EXIT=$?; sleep 30`, rows);
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

describe('usaddr suggest', () => {
  it('completes a city and ZIP from the embedded ZIP table', () => {
    const r = runCli(['suggest', 'beverly hills', '--limit', '2', '--state', 'ZZ']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('no suggestions\n');
    const b = runCli(['suggest', '123 main st beverly hi', '--json', '--limit', '1', '--state', 'CA']);
    expect(b.code).toBe(0);
    // the words unquoted are the same query
    expect(runCli(['suggest', '123', 'main', 'st', 'beverly', 'hi', '--json', '--limit', '1', '--state', 'CA']).stdout).toBe(b.stdout);
    expect(JSON.parse(b.stdout)).toEqual({
      suggestions: [
        {
          standardized_address: '123 MAIN ST, BEVERLY HILLS, CA 90209',
          components: { street_address: '123 MAIN ST', apt_suite_other: '', city: 'BEVERLY HILLS', state: 'CA', zip_code: '90209' },
        },
      ],
    });
  });

  it('with the ZIP table alone, a street suffix or a comma ends the street: no city is read from them', () => {
    const first = (q: string): string => runCli(['suggest', q, '--limit', '1']).stdout.split('\n')[0]!;
    // not '123 MAIN, SAINT AGATHA, ME' / '123 ELM, AVENUE, MD': the suffix typed is the street's
    expect(first('123 main st')).toBe('no suggestions');
    expect(first('123 elm ave ')).toBe('no suggestions');
    expect(first('123 main st,')).toBe('no suggestions');
    expect(first('123 main st, s')).toMatch(/^ 1\. 123 MAIN ST, S/);
    // a city before the comma, a city after it, a city spelled as a suffix after a comma
    expect(first('123 main st san francisco, ca')).toMatch(/^ 1\. 123 MAIN ST, SAN FRANCISCO, CA 941\d\d$/);
    expect(first('123 main st st louis')).toMatch(/^ 1\. 123 MAIN ST, SAINT LOUIS, /);
    expect(first('123 elm st, avenue')).toBe(' 1. 123 ELM ST, AVENUE, MD 20609');
    expect(first('123 main st spr')).toMatch(/^ 1\. 123 MAIN ST, SPR/);
  });

  it('no query and no terminal, or a bad --limit, is a usage error (exit 2)', () => {
    const r = runCli(['suggest'], { input: '' });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/no query, and not a terminal/);
    expect(runCli(['suggest', 'x', '--limit', '51']).code).toBe(2);
  });

  it('a --state or --zip filter that is no USPS code or ZIP is a usage error, not an empty list', () => {
    for (const [flag, value] of [['--state', 'California'], ['--prefer-state', 'c'], ['--zip', '9021'], ['--prefer-zip', '90210-1234']]) {
      const r = runCli(['suggest', 'beverly hi', flag!, value!]);
      expect([r.code, r.stdout], `${flag} ${value}`).toEqual([2, '']);
      expect(r.stderr).toContain(`'${value}'`);
    }
    expect(runCli(['suggest', 'beverly hi', '--state', ' ca,Fl ', '--prefer-zip', '90210']).code).toBe(0);
  });

  describe.runIf(HAS_SHARED_DATA)('with a reference', () => {
    let dir: string;
    let ref: string;
    beforeAll(() => {
      dir = tempDir('usaddr-suggest-');
      ref = join(dir, 'sf.usaddr');
      const b = runCli(['reference', 'build', SF, '--out', ref]);
      expect(b.code, b.stderr).toBe(0);
    }, 60_000);
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('prints ranked suggestions for a query', () => {
      const r = runCli(['suggest', '1516 folso', '--reference', ref]);
      expect(r.code).toBe(0);
      expect(r.stdout.split('\n')[0]).toBe(' 1. 1516 FOLSOM ST, SAN FRANCISCO, CA 94103');
    });

    describe.runIf(HAS_TMUX)('the live prompt in tmux', () => {
      afterAll(() => {
        stopTmux();
      });

      it('types, moves down, picks with Enter, prints the verified address', async () => {
        const cmd = `cd ${ROOT} && NO_COLOR=1 ${process.execPath} ${BIN} suggest --reference ${ref}; echo EXIT=$?; sleep 30`;
        newSession(cmd);
        await waitFor(/Address/);
        tmux('send-keys', '-t', session, '-l', '27 octavia');
        await waitFor(/❯ 27 OCTAVIA ST, SAN FRANCISCO, CA 94102/);
        tmux('send-keys', '-t', session, 'C-u');
        await waitFor(/Address\s*\n/);
        tmux('send-keys', '-t', session, '-l', '10 s');
        // the list: the cursor on the first suggestion, the second on the next line
        const list = await waitFor(/❯ 10 [^\n]*\n\s+10 [A-Z ]+, SAN FRANCISCO, CA \d{5}/);
        const second = /❯ 10 [^\n]*\n\s+(10 [A-Z ]+), SAN FRANCISCO, CA (\d{5})/.exec(list)!;
        tmux('send-keys', '-t', session, 'Down');
        await waitFor(new RegExp(`❯ ${second[1]}`));
        tmux('send-keys', '-t', session, 'Enter');
        const done = await waitFor(/EXIT=\d+/);
        expect(done).toMatch(/EXIT=0/);
        expect(done).toContain(`${second[1]}\nSAN FRANCISCO CA ${second[2]}`);
        expect(done).toMatch(/ADDRESS_FOUND \(ROOFTOP\)/);
      }, 90_000);

      it('with stdout redirected, the prompt draws on the terminal (stderr) and only the pick goes to the file', async () => {
        const out = join(dir, 'pick.json');
        startLive(`--reference ${ref} --json > ${out}`);
        await waitFor(/Address/);
        tmux('send-keys', '-t', session, '-l', '1516 folso');
        await waitFor(/❯ 1516 FOLSOM ST, SAN FRANCISCO, CA 94103/);
        tmux('send-keys', '-t', session, 'Enter');
        expect(await waitFor(/EXIT=\d+/)).toMatch(/EXIT=0/);
        const item = JSON.parse(readFileSync(out, 'utf8'));
        expect(item).toMatchObject({ status: 'SUCCESS', result: { address_line1: '1516 FOLSOM ST', lookup_status: 'ADDRESS_FOUND' } });
      }, 90_000);

      it('a pasted address of two lines is read as one line, not as Enter halfway through', async () => {
        startLive(`--reference ${ref}`);
        await waitFor(/Address/);
        tmux('set-buffer', '-b', session, '1516 Folsom St\nSan Francisco, CA 94103');
        tmux('paste-buffer', '-d', '-b', session, '-t', session);
        const pane = await waitFor(/❯ 1516 FOLSOM ST, SAN FRANCISCO, CA 94103/);
        expect(pane).toContain('Address 1516 Folsom St, San Francisco, CA 94103');
        tmux('send-keys', '-t', session, 'Escape');
        expect(await waitFor(/EXIT=\d+/)).toMatch(/EXIT=0/);
      }, 90_000);

      it('asks the terminal to mark pastes (bracketed paste) and gives the mode back; a marked paste of two lines is one line', async () => {
        startLive(`--reference ${ref}`);
        // what the program writes to its terminal, escapes included
        const raw = join(tempDir('usaddr-paste-'), 'pane.out');
        tmux('pipe-pane', '-O', '-t', session, `cat > ${raw}`);
        await waitFor(/Address/);
        tmux('set-buffer', '-b', session, '1516 Folsom St\nSan Francisco, CA 94103\n');
        // -p: tmux marks the paste ESC[200~ … ESC[201~ for a program that asked for it
        tmux('paste-buffer', '-p', '-d', '-b', session, '-t', session);
        const pane = await waitFor(/❯ 1516 FOLSOM ST, SAN FRANCISCO, CA 94103/);
        expect(pane).toContain('Address 1516 Folsom St, San Francisco, CA 94103');
        expect(pane).not.toContain('[200~');
        tmux('send-keys', '-t', session, 'Escape');
        expect(await waitFor(/EXIT=\d+/)).toMatch(/EXIT=0/);
        const written = readFileSync(raw, 'utf8');
        expect(written).toContain('\u001b[?2004h');
        expect(written.lastIndexOf('\u001b[?2004l')).toBeGreaterThan(written.indexOf('\u001b[?2004h'));
      }, 90_000);

      it('Ctrl-D on an empty line leaves with exit 0; with text it does not', async () => {
        startLive(`--reference ${ref}`);
        await waitFor(/Address/);
        tmux('send-keys', '-t', session, '-l', '16');
        await waitFor(/Address 16/);
        tmux('send-keys', '-t', session, 'C-d');
        await new Promise((r) => setTimeout(r, 300));
        tmux('send-keys', '-t', session, 'BSpace', 'BSpace');
        await waitFor(/Address\s*\n/);
        expect(tmux('capture-pane', '-p', '-t', session)).not.toMatch(/EXIT=/);
        tmux('send-keys', '-t', session, 'C-d');
        expect(await waitFor(/EXIT=\d+/)).toMatch(/EXIT=0/);
      }, 90_000);

      it('Ctrl-Z then fg resumes the prompt', async () => {
        newSession('bash --norc --noprofile -i');
        tmux('send-keys', '-t', session, `cd ${ROOT} && NO_COLOR=1 ${process.execPath} ${BIN} suggest --reference ${ref}`, 'Enter');
        await waitFor(/Address/);
        tmux('send-keys', '-t', session, '-l', '1516 fol');
        await waitFor(/❯ 1516 FOLSOM ST/);
        tmux('send-keys', '-t', session, 'C-z');
        await waitFor(/Stopped/);
        tmux('send-keys', '-t', session, 'clear; fg', 'Enter');
        await new Promise((r) => setTimeout(r, 500));
        tmux('send-keys', '-t', session, '-l', 's');
        await waitFor(/Address 1516 fols\n❯ 1516 FOLSOM ST/);
        tmux('send-keys', '-t', session, 'Enter');
        await waitFor(/ADDRESS_FOUND \(ROOFTOP\)/);
        tmux('send-keys', '-t', session, 'echo EXIT=$?', 'Enter');
        expect(await waitFor(/^EXIT=\d+/m)).toMatch(/^EXIT=0/m);
      }, 90_000);

      it('in a short terminal the list is cut to fit, so the typed line stays in view', async () => {
        startLive(`--reference ${ref}`, 9);
        await waitFor(/Address/);
        tmux('send-keys', '-t', session, '-l', '601 van ness ave #');
        const pane = await waitFor(/VAN NESS AVE # \d+, SAN FRANCISCO, CA 94102\n\s*\n↑↓/);
        expect(pane.split('\n')[0]).toBe('? Address 601 van ness ave #');
        tmux('send-keys', '-t', session, 'Escape');
        expect(await waitFor(/EXIT=\d+/)).toMatch(/EXIT=0/);
      }, 90_000);

      it('SIGTERM or SIGHUP during the prompt give the terminal back (not left raw) and exit 130', async () => {
        for (const signal of ['TERM', 'HUP']) {
          // the shell prints the line discipline after the prompt ends: -icanon -echo would mean it was left raw
          newSession(`cd ${ROOT} && NO_COLOR=1 ${process.execPath} ${BIN} suggest --reference ${ref}; echo EXIT=$?; stty -a | grep -o -- '-\\?icanon'; sleep 30`);
          await waitFor(/Address/);
          tmux('send-keys', '-t', session, '-l', '1516 fol');
          await waitFor(/❯ 1516 FOLSOM ST/);
          const shell = tmux('display', '-p', '-t', session, '#{pane_pid}').trim();
          const node = String(spawnSync('pgrep', ['-P', shell], { encoding: 'utf8' }).stdout).trim();
          expect(node).toMatch(/^\d+$/);
          process.kill(Number(node), `SIG${signal}`);
          const done = /EXIT=(\d+)[^\n]*\n(-?icanon)/.exec(await waitFor(/EXIT=\d+[^\n]*\n-?icanon/))!;
          expect([done[1], done[2]], signal).toEqual(['130', 'icanon']);
        }
      }, 90_000);

      it('Esc leaves cleanly with exit 0', async () => {
        newSession(`cd ${ROOT} && NO_COLOR=1 ${process.execPath} ${BIN} suggest --reference ${ref}; echo EXIT=$?; sleep 30`);
        // the help line says how to leave, not only how to move and pick
        await waitFor(/↑↓ navigate • ⏎ select • esc leave/);
        tmux('send-keys', '-t', session, '-l', '1516');
        await new Promise((r) => setTimeout(r, 300));
        tmux('send-keys', '-t', session, 'Escape');
        const done = await waitFor(/EXIT=\d+/);
        expect(done).toMatch(/EXIT=0/);
      }, 90_000);
    });
  });

  describe.runIf(HAS_TMUX)('the live prompt against an endpoint', () => {
    afterAll(() => {
      stopTmux();
    });

    it('a blank query, as locally, has no suggestions: the endpoint is not asked (it would refuse it)', async () => {
      const r = runCli(['suggest', '  ', '--endpoint', `http://127.0.0.1:${await closedPort()}`]);
      expect(r.stderr).toBe('');
      expect([r.code, r.stdout]).toEqual([0, 'no suggestions\n']);
    });

    it('a query over 200 characters says so in the prompt and asks no one; the prompt goes on', async () => {
      startLive(`--endpoint http://127.0.0.1:${await closedPort()}`);
      await waitFor(/Address/);
      tmux('send-keys', '-t', session, '-l', 'x'.repeat(201));
      await waitFor(/> the query is longer than 200 characters/);
      tmux('send-keys', '-t', session, 'Escape');
      expect(await waitFor(/EXIT=\d+/)).toMatch(/EXIT=0/);
    }, 90_000);

    it('an endpoint that is busy (429) says so in the prompt, which goes on', async () => {
      const asked: string[] = [];
      const busy = createHttpServer((req, res) => {
        asked.push(req.url ?? '');
        res.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'rate limit exceeded; retry in 5 seconds' } }));
      });
      await new Promise<void>((r) => busy.listen(0, '127.0.0.1', r));
      try {
        startLive(`--endpoint http://127.0.0.1:${(busy.address() as AddressInfo).port}`);
        await waitFor(/Address/);
        tmux('send-keys', '-t', session, '-l', '601 van');
        await waitFor(/HTTP 429: rate limit exceeded; retry in 5 seconds/);
        expect(asked.length).toBeGreaterThan(0);
        expect(tmux('capture-pane', '-p', '-t', session)).not.toMatch(/EXIT=/);
        tmux('send-keys', '-t', session, 'Escape');
        expect(await waitFor(/EXIT=\d+/)).toMatch(/EXIT=0/);
      } finally {
        busy.closeAllConnections();
        await new Promise((r) => busy.close(r));
      }
    }, 90_000);

    describe('Ctrl-C while a slow endpoint is asked', () => {
      // answers suggestions unless the query says 'hang'; never answers the bulk lookup of a pick
      const held: ServerResponse[] = [];
      const slow = createHttpServer((req, res) => {
        if (!req.url?.startsWith('/v1/addresses/autocomplete') || req.url.includes('hang')) return void held.push(res);
        const components = { street_address: '1 MAIN ST', apt_suite_other: '', city: 'BURLINGTON', state: 'VT', zip_code: '05401' };
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ suggestions: [{ standardized_address: '1 MAIN ST, BURLINGTON, VT 05401', components }] }));
      });
      let base = '';
      beforeAll(async () => {
        await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
        base = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
      });
      afterAll(async () => {
        for (const res of held) res.destroy();
        slow.closeAllConnections();
        await new Promise((r) => slow.close(r));
      });

      it('while the pick is verified: stops at once with exit 130', async () => {
        startLive(`--endpoint ${base} --request-timeout 60`);
        await waitFor(/Address/);
        tmux('send-keys', '-t', session, '-l', '1 main');
        await waitFor(/❯ 1 MAIN ST, BURLINGTON/);
        tmux('send-keys', '-t', session, 'Enter');
        await waitFor(/✔ Address 1 MAIN ST/);
        await new Promise((r) => setTimeout(r, 300));
        tmux('send-keys', '-t', session, 'C-c');
        expect(await waitFor(/EXIT=\d+/, 5_000)).toMatch(/EXIT=130/);
      }, 90_000);

      it('with a query: stops at once with exit 130, printing no suggestions', async () => {
        const child = spawn(process.execPath, [BIN, 'suggest', '1 main hang', '--endpoint', base, '--request-timeout', '60'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
        let out = '';
        child.stdout.on('data', (d: Buffer) => (out += d.toString()));
        const code = new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
        await new Promise((r) => setTimeout(r, 1500));
        child.kill('SIGINT');
        const t = setTimeout(() => child.kill('SIGKILL'), 5_000);
        expect(await code).toBe(130);
        clearTimeout(t);
        expect(out).toBe('');
      }, 90_000);
    });

    it('an endpoint that does not answer stops the prompt with one line and exit 2', async () => {
      startLive(`--endpoint http://127.0.0.1:${await closedPort()}`);
      await waitFor(/Address/);
      tmux('send-keys', '-t', session, '-l', '601 van');
      const done = await waitFor(/EXIT=\d+/);
      expect(done).toMatch(/usaddr: suggest stopped: http:\/\/127\.0\.0\.1:\d+: connection refused: nothing listens at that address and port \(ECONNREFUSED\)/);
      expect(done).toMatch(/EXIT=2/);
    }, 90_000);
  });
});
