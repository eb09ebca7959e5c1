// serve's flags as the server gets them: --workers above one per core is capped, with a note for the log.
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { readServeOptions } from '../../src/cli/serve-options.js';

const raw = (workers?: string): Record<string, unknown> => ({
  host: '127.0.0.1', port: '0', maxItems: '1000', maxBody: '5mb', requestTimeout: '30', shutdownTimeout: '10', ...(workers === undefined ? {} : { workers }),
});

describe('readServeOptions --workers', () => {
  it('more workers than cores are capped at one per core, and the log is told why', () => {
    const cores = availableParallelism();
    const o = readServeOptions(raw(String(cores + 498)));
    expect(o.workers).toBe(cores);
    expect(o.notes).toEqual([`--workers ${cores + 498} is capped at ${cores}, one worker per core (each holds its own engine and caches, ~100 MB)`]);
  });

  it('up to one per core is taken as asked; absent is the default (one per core)', () => {
    expect(readServeOptions(raw('1'))).toMatchObject({ workers: 1, notes: [] });
    expect(readServeOptions(raw())).toMatchObject({ workers: undefined, notes: [] });
  });
});
