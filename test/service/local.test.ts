// The local service runs the real engine on worker threads, so it is tested from the build (dist/).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookupService } from '../../src/service/lookup-service.js';
import type { ServiceResult } from '../../src/service/local.js';
import type { ChunkOutput } from '../../src/batch/chunk-job.js';
import { tempDir } from '../helpers/tmp.js';

const built = existsSync('dist/service/worker.js');
const load = async (): Promise<{ createLocalService: (o: object) => Promise<ServiceResult> }> => import(join(process.cwd(), 'dist/service/local.js'));
const task = async (): Promise<{ FINISH_CHUNK_TASK: { module: string; name: string } }> => import(join(process.cwd(), 'dist/batch/chunk-job.js'));

describe.skipIf(!built)('local service (run `npm run build` first)', () => {
  let service: LookupService;
  beforeAll(async () => {
    const made = await (await load()).createLocalService({ concurrency: 2 });
    if (!made.ok) throw new Error(made.message);
    service = made.service;
  });
  afterAll(() => service?.close());

  const requests = Array.from({ length: 50 }, (_, i) => ({ street_address: `${i + 1} Main St`, city: 'Middlebury', state: 'VT', zip_code: i % 2 ? '05753' : '' }));

  it('answers one item per request, in order, across both workers at once', async () => {
    const chunks = [requests.slice(0, 20), requests.slice(20, 35), requests.slice(35)];
    const answers = await Promise.all(chunks.map((c) => service.lookupBulk(c)));
    answers.forEach((items, k) => {
      expect(items).toHaveLength(chunks[k]!.length);
      items.forEach((item, i) => {
        expect(item.request).toEqual(chunks[k]![i]);
        expect(item.result!.lookup_index).toBe(i);
        expect(item.result!.address_line1).toBe(`${chunks[k]![i]!.street_address.split(' ')[0]} MAIN ST`);
      });
    });
  });

  it('runs the chunk task in the worker: only text and counts come back', async () => {
    const { FINISH_CHUNK_TASK } = await task();
    const out = await service.lookupThen!<object, ChunkOutput>(requests.slice(0, 3), FINISH_CHUNK_TASK, {
      format: 'ndjson', firstIndex: 100, errors: ['', 'line 9: bad', '', ''], prefixes: [],
    });
    const items = new TextDecoder().decode(out.bytes).trim().split('\n').map((l) => JSON.parse(l).usaddr);
    expect(items.map((i) => (i.status === 'FAIL' ? i.message : i.result?.lookup_index))).toEqual([100, 'line 9: bad', 102, 103]);
    expect(items.map((i) => i.result?.lookup_index)).toEqual([100, 101, 102, 103]);
    expect(out.tally.rows).toBe(4);
    expect(out.tally.malformed).toBe(1);
  });

  it('a task that throws fails only its chunk; a worker that dies fails its chunks and gets no more', async () => {
    const dir = tempDir('usaddr-task-');
    const mod = join(dir, 'tasks.mjs');
    writeFileSync(mod, 'export function bad() { throw new Error("nope"); }\nexport function die() { process.exit(3); }\n');
    const url = pathToFileURL(mod).href;
    await expect(service.lookupThen!(requests.slice(0, 2), { module: url, name: 'bad' }, {})).rejects.toThrow(/nope/);
    expect(await service.lookupBulk(requests.slice(0, 2))).toHaveLength(2);

    const made = await (await load()).createLocalService({ concurrency: 1 });
    if (!made.ok) throw new Error(made.message);
    await expect(made.service.lookupThen!(requests.slice(0, 2), { module: url, name: 'die' }, {})).rejects.toThrow(/exited \(code 3\)/);
    await expect(made.service.lookupBulk(requests.slice(0, 2))).rejects.toThrow(/exited/);
    await made.service.close();
  });

  it('a bad reference file is a startup failure with a reason, not a crash', async () => {
    const dir = tempDir('usaddr-ref-');
    const bad = join(dir, 'bad.usaddr');
    writeFileSync(bad, 'not an index');
    const made = await (await load()).createLocalService({ concurrency: 1, reference: bad });
    expect(made).toMatchObject({ ok: false, reason: 'reference' });
  });
});
