import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReferenceIndex } from '../../src/engine/reference/index.js';
import { buildReference } from '../../src/reference/build.js';
import { ReferenceFileError } from '../../src/reference/errors.js';
import { indexFromBytes, readIndexBytes, readIndexFile, writeIndexFile } from '../../src/reference/index-file.js';
import { tempDir } from '../helpers/tmp.js';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/reference/${name}`, import.meta.url));

function errorCode(path: string): string {
  try {
    readIndexFile(path);
  } catch (err) {
    expect(err).toBeInstanceOf(ReferenceFileError);
    expect((err as Error).message).toContain(path);
    return (err as ReferenceFileError).code;
  }
  return 'no error';
}

describe('index files', () => {
  let dir: string;
  let built: ReferenceIndex;
  let path: string;
  beforeAll(async () => {
    dir = tempDir('usaddr-index-file-');
    built = (await buildReference([fixture('points.oa.csv'), fixture('tiger.csv')], { districts: fixture('districts.csv') })).index;
    path = join(dir, 'fixture.usaddr');
    writeIndexFile(path, built);
  });

  it('round trip: build → write → read gives the same answers', () => {
    const back = readIndexFile(path);
    expect(back.meta).toEqual(built.meta);
    for (const zip of ['05491', '94102', '59645', '17327', '99553']) {
      expect(back.zip(zip)).toEqual(built.zip(zip));
      expect(back.streetsInZip(zip)).toEqual(built.streetsInZip(zip));
      for (const s of built.streetsInZip(zip)) {
        expect(back.points(s.id)).toEqual(built.points(s.id));
        expect(back.ranges(s.id)).toEqual(built.ranges(s.id));
      }
    }
    expect(back.zipsForCity('VERGENNES', 'VT')).toEqual(built.zipsForCity('VERGENNES', 'VT'));
    expect(back.streetsByPrefix('OCT', { state: 'CA' }, 3)).toEqual(built.streetsByPrefix('OCT', { state: 'CA' }, 3));
  });

  it('shared bytes: read once into a SharedArrayBuffer, opened in a worker thread with the same answers', async () => {
    const bytes = readIndexBytes(path, { shared: true });
    expect(bytes.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(indexFromBytes(bytes).zip('05491')).toEqual(built.zip('05491'));
    const workerCode = `
      const { parentPort, workerData } = require('node:worker_threads');
      import(workerData.module).then(({ indexFromBytes }) => {
        const ix = indexFromBytes(workerData.bytes);
        workerData.bytes[0] = 0; // writes land in the shared memory the main thread sees
        parentPort.postMessage(ix.zip('05491'));
      });`;
    const { Worker } = await import('node:worker_threads');
    const module = new URL('../../dist/reference/index-file.js', import.meta.url).href;
    const answer = await new Promise((resolve, reject) => {
      const w = new Worker(workerCode, { eval: true, workerData: { bytes, module } });
      w.once('message', resolve);
      w.once('error', reject);
    });
    expect(answer).toEqual(built.zip('05491'));
    expect(bytes[0]).toBe(0);
  });

  it('a missing file is MISSING', () => {
    expect(errorCode(join(dir, 'nope.usaddr'))).toBe('MISSING');
  });

  it('a truncated file is TRUNCATED', () => {
    const bytes = readFileSync(path);
    const cut = join(dir, 'cut.usaddr');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    expect(errorCode(cut)).toBe('TRUNCATED');
  });

  it('one flipped byte in the body fails the checksum', () => {
    const bytes = Buffer.from(readFileSync(path));
    bytes[bytes.length - 100] ^= 0x01;
    const bad = join(dir, 'flipped.usaddr');
    writeFileSync(bad, bytes);
    expect(errorCode(bad)).toBe('CHECKSUM');
  });

  it('a file from another format version is WRONG_VERSION, a CSV is BAD_MAGIC', () => {
    const bytes = Buffer.from(readFileSync(path));
    bytes.writeUInt32LE(999, 8);
    const old = join(dir, 'v999.usaddr');
    writeFileSync(old, bytes);
    expect(errorCode(old)).toBe('WRONG_VERSION');
    expect(errorCode(fixture('points.oa.csv'))).toBe('BAD_MAGIC');
  });

  it('a directory is UNREADABLE', () => {
    expect(errorCode(dir)).toBe('UNREADABLE');
  });

  it('a failed write throws the fs error and leaves no temporary file beside the target', () => {
    const target = join(dir, 'a-directory');
    mkdirSync(target);
    expect(() => writeIndexFile(target, built)).toThrow(expect.objectContaining({ code: 'EISDIR' }));
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });
});
