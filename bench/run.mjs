#!/usr/bin/env node
// Runs benchmark sections (not tests): `npm run bench` runs all, `npm run bench -- parse lookup` some.
// Each section is bench/<name>.mjs exporting `default async function (ctx)` that prints its figures.
import { existsSync } from 'node:fs';

const SECTIONS = ['parse', 'reference', 'lookup', 'verify', 'verify-keys', 'serve', 'autocomplete', 'remote'];
const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const names = wanted.length > 0 ? wanted : SECTIONS;
const shared = new URL('../../shared/data/', import.meta.url);
if (!existsSync(new URL('./dist/cli/main.js', new URL('../', import.meta.url)))) {
  console.error('bench: build first (npm run build)');
  process.exit(2);
}
for (const name of names) {
  if (!SECTIONS.includes(name)) {
    console.error(`bench: unknown section '${name}' (one of ${SECTIONS.join(', ')})`);
    process.exit(2);
  }
  const file = new URL(`./${name}.mjs`, import.meta.url);
  if (!existsSync(file)) {
    console.log(`\n## ${name}: not written yet`);
    continue;
  }
  console.log(`\n## ${name}`);
  const mod = await import(file.href);
  await mod.default({ shared, args: process.argv.slice(2) });
}
