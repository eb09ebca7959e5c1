// README's "Run as a service" builds the image from the Dockerfile: its build stage must hold every file
// `npm run build` reads (no Docker daemon needed to check that).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/cli.js';

const dockerfile = readFileSync(`${ROOT}Dockerfile`, 'utf8');
const buildStage = dockerfile.slice(0, dockerfile.indexOf('RUN npm run build'));
const copied = [...buildStage.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));
const buildScript = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> }).scripts.build!;

describe('Dockerfile build stage', () => {
  it('runs npm run build', () => {
    expect(buildStage.length).toBeLessThan(dockerfile.length);
  });

  it.each([...buildScript.matchAll(/(?:node|-p) (\S+)/g)].map((m) => m[1]!))('copies %s (read by npm run build) before running it', (path) => {
    expect(copied.some((c) => path === c || path.startsWith(`${c.replace(/\/$/, '')}/`)), `copied: ${copied.join(' ')}`).toBe(true);
  });
});
