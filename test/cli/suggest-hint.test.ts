// A first `usaddr suggest "1516 folsom st"` with no --reference finds nothing: it says why and what to do.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

describe('usaddr suggest on the embedded ZIP table', () => {
  it('no suggestions for a street alone: stdout says so, stderr says the table has no streets and what to type or give', () => {
    const r = runCli(['suggest', '1516 folsom st']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('no suggestions\n');
    expect(r.stderr).toMatch(/embedded ZIP table has no streets: type the city too .*--reference/);
  });

  it('--json keeps stdout JSON; the hint is on stderr only', () => {
    const r = runCli(['suggest', '1516 folsom st', '--json']);
    expect(JSON.parse(r.stdout)).toEqual({ suggestions: [] });
    expect(r.stderr).toContain('--reference');
  });

  it('no hint once the city is typed and there are suggestions', () => {
    const r = runCli(['suggest', '12 main st, middleb', '--limit', '2']);
    expect(r.stdout).toMatch(/^ 1\. 12 MAIN ST, MIDDLEB/);
    expect(r.stderr).toBe('');
  });
});
