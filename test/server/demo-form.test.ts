// The demo form at GET / in a real headless Chromium (Debian's package, driven by playwright-core):
// type, see suggestions, pick one, verify, read the standardized address. Skips without Chromium.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runCli } from '../helpers/cli.js';
import { KEY, startServer, type Running } from './helpers.js';
import { tempDir } from '../helpers/tmp.js';

const CHROMIUM = '/usr/bin/chromium';
const HAS_CHROMIUM = existsSync(CHROMIUM);
if (!HAS_CHROMIUM) console.warn(`demo-form: no Chromium at ${CHROMIUM}; the browser test skips (apt-get install chromium)`);

// the flags this machine's closed network needs (no background connections, no sandbox as root)
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const SHOTS = join(ROOT, 'tmp', 'screenshots');

describe.skipIf(!HAS_CHROMIUM)('the demo form in headless Chromium', () => {
  const dir = tempDir('usaddr-demo-');
  let server: Running;
  let browser: Browser;

  beforeAll(async () => {
    const index = join(dir, 'fixtures.usaddr');
    const b = runCli(['reference', 'build', 'fixtures/reference/points.oa.csv', '--out', index, '--quiet']);
    if (b.code !== 0) throw new Error(b.stderr);
    server = await startServer({ reference: index });
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('types, shows suggestions, picks one, verifies and shows the standardized address', async () => {
    const page = await browser.newPage();
    const outside: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(server.base)) outside.push(r.url());
    });
    await page.goto(`${server.base}/`);
    await page.fill('#api-key', KEY);
    await page.click('#address');
    await page.keyboard.type('7 octavia st #', { delay: 40 });
    const options = page.locator('#suggestions li');
    // the list of an earlier keystroke's query may show first (under load, with one entry): wait for the units
    await page.waitForFunction(() => document.querySelectorAll('#suggestions li').length >= 2, undefined, { timeout: 10_000 });
    const texts = await options.allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(2);
    for (const t of texts) expect(t).toMatch(/^7 OCTAVIA ST\b.*, SAN FRANCISCO, CA 94102$/);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'demo-form-suggestions.png'), fullPage: true });

    // arrow down twice, Enter: the second suggestion fills the field
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect(await page.inputValue('#address')).toBe(texts[1]);
    await page.click('#verify');
    await page.locator('#result').waitFor({ state: 'visible', timeout: 10_000 });
    const street = texts[1]!.split(',')[0]!;
    expect(await page.textContent('#standardized')).toBe(`${street}\nSAN FRANCISCO CA 94102`);
    expect(await page.textContent('#status')).toBe('SUCCESS · ADDRESS_FOUND');
    expect(await page.textContent('#accuracy')).toBe('ROOFTOP');

    const shot = join(SHOTS, 'demo-form.png');
    await page.screenshot({ path: shot, fullPage: true });
    console.log(`demo-form: screenshots at ${shot} and demo-form-suggestions.png beside it`);
    // nothing is loaded from anywhere but this server
    expect(outside).toEqual([]);
    await page.close();
  }, 60_000);

  it('a wrong key shows the server\'s 401 message in the form', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.base}/`);
    await page.fill('#api-key', 'not-the-key');
    await page.fill('#address', '11 Octavia St, San Francisco CA 94102');
    await page.click('#verify');
    await expect.poll(() => page.textContent('#hint'), { timeout: 10_000 }).toMatch(/check the API key/);
    await page.close();
  }, 30_000);

  it('serves the page without a key, with a policy that allows nothing from elsewhere', async () => {
    const r = await fetch(`${server.base}/`);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    const js = await fetch(`${server.base}/demo/app.js`);
    expect(js.status).toBe(200);
    expect(await js.text()).toContain('/v1/addresses/autocomplete');
  });
});
