#!/usr/bin/env node
// The last step of `npm run build`: the lookup worker and every module of ours it loads (~170 files) in one
// file, dist/service/worker.bundle.js. A worker loads that in a fraction of the time the separate modules take
// (spawn to ready, measured: ~140 -> ~70 ms with the places file), and every verify, serve and suggest starts
// its workers that way. Without the bundle (a build by `tsc` alone, no esbuild) workers load dist/service/worker.js
// as before; worker-start.ts takes the bundle only when it is newer than that file.
import { build } from 'esbuild';

const dist = new URL('../dist/service/', import.meta.url);
try {
  await build({
    entryPoints: [new URL('worker.js', dist).pathname],
    outfile: new URL('worker.bundle.js', dist).pathname,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages stay where they are (the worker imports none; the ZIP table is found through createRequire)
    packages: 'external',
    logLevel: 'warning',
  });
  console.log(`bundle-worker: wrote ${new URL('worker.bundle.js', dist).pathname}`);
} catch (err) {
  console.warn(`bundle-worker: no bundle (${err.message.split('\n')[0]}); workers will load dist/service/worker.js`);
}
