// `usaddr <command> --help` as a new user reads it: defaults as README shows them, and what each exit code means.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const PAGES = [['verify'], ['parse'], ['suggest'], ['serve'], ['reference', 'build'], ['reference', 'info']];

describe('--help pages', () => {
  it.each(PAGES.map((p) => [p.join(' '), p] as const))('usaddr %s --help shows numeric defaults as numbers, as README does', (_, page) => {
    const r = runCli([...page, '--help']);
    expect(r.code).toBe(0);
    // commander quotes a string default: `(default: "10")` reads as if the flag wanted a quoted value
    expect(r.stdout).not.toMatch(/default: "\d+"/);
  });
});
