// The dependency rules of DESIGN.md, read off the import lines: the engine is pure and never sees the
// wire; nothing imports the CLI or the server.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('../../src/', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return e.name.endsWith('.ts') ? [p] : [];
  });
}

function imports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

/** Each import of each file under `area`, resolved to a path below src/ where it is relative. */
function edges(area: string): { file: string; target: string }[] {
  return sources(join(SRC, area)).flatMap((file) =>
    imports(file).map((spec) => ({
      file: relative(SRC, file),
      target: spec.startsWith('.') ? relative(SRC, join(file, '..', spec)) : spec,
    })),
  );
}

describe('layers', () => {
  it('the engine imports nothing from the wire, io, service, cli or server, and no node: module', () => {
    const bad = edges('engine').filter(({ target }) => /^(wire|io|service|cli|server|batch|reference|data)\//.test(target) || target.startsWith('node:'));
    expect(bad).toEqual([]);
  });

  it('the engine never writes to the console', () => {
    const bad = sources(join(SRC, 'engine')).filter((f) => /\bconsole\./.test(readFileSync(f, 'utf8')));
    expect(bad).toEqual([]);
  });

  it('nothing outside the CLI imports the CLI, and nothing outside the server imports the server', () => {
    const all = readdirSync(SRC, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    const bad = all.flatMap((area) =>
      edges(area).filter(({ target }) => (area !== 'cli' && target.startsWith('cli/')) || (area !== 'server' && area !== 'cli' && target.startsWith('server/'))),
    );
    expect(bad).toEqual([]);
  });
});
