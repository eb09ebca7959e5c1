// Lookup workers start with their young generation at its cap: what they build as they start is not copied
// by a dozen scavenges on the way to the first row (see worker-start.ts).
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { workerLimits } from '../../src/service/worker-start.js';

/** The new space's size in a fresh worker, right after it starts, in MB. */
function newSpaceMb(): Promise<number> {
  const code = `const { parentPort } = require('node:worker_threads');
parentPort.postMessage(require('node:v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size);`;
  const w = new Worker(code, { eval: true, resourceLimits: workerLimits(0) });
  return new Promise<number>((resolve, reject) => {
    w.once('message', (bytes: number) => resolve(bytes / 1_048_576));
    w.once('error', reject);
  }).finally(() => void w.terminate());
}

describe('a worker started after worker-start.ts loads', () => {
  it('has a young generation at its cap from the start (a semi-space of half the cap)', async () => {
    expect(await newSpaceMb()).toBeGreaterThanOrEqual(workerLimits(0).maxYoungGenerationSizeMb / 2);
  });
});
