// bin/usaddr.js starts the first lookup worker of a local verify before the CLI loads, from the arguments alone.
import { describe, expect, it } from 'vitest';
import { firstWorkerFor } from '../../src/cli/early-start.js';

describe('firstWorkerFor', () => {
  it('a local verify: the embedded default, or the --reference given (either spelling)', () => {
    expect(firstWorkerFor(['verify', 'in.csv'])).toEqual({});
    expect(firstWorkerFor(['verify', 'in.csv', '-o', 'out.csv', '--reference', 'vt.usaddr'])).toEqual({ reference: 'vt.usaddr' });
    expect(firstWorkerFor(['verify', '--reference=vt.usaddr', 'in.csv', '--quiet'])).toEqual({ reference: 'vt.usaddr' });
  });

  it('nothing for other commands, remote lookups, a dry run or help', () => {
    expect(firstWorkerFor([])).toBeUndefined();
    expect(firstWorkerFor(['parse', '12 Main St'])).toBeUndefined();
    expect(firstWorkerFor(['serve'])).toBeUndefined();
    expect(firstWorkerFor(['verify', 'in.csv', '--endpoint', 'http://127.0.0.1:8080'])).toBeUndefined();
    expect(firstWorkerFor(['verify', 'in.csv', '--endpoint=http://127.0.0.1:8080'])).toBeUndefined();
    expect(firstWorkerFor(['verify', 'in.csv', '--dry-run'])).toBeUndefined();
    expect(firstWorkerFor(['verify', '--help'])).toBeUndefined();
    expect(firstWorkerFor(['verify', '-h'])).toBeUndefined();
  });

  it('nothing when the reference is unclear: given twice, empty, missing its value, or after --', () => {
    expect(firstWorkerFor(['verify', 'in.csv', '--reference', 'a.usaddr', '--reference', 'b.usaddr'])).toBeUndefined();
    expect(firstWorkerFor(['verify', 'in.csv', '--reference='])).toBeUndefined();
    expect(firstWorkerFor(['verify', 'in.csv', '--reference'])).toBeUndefined();
    expect(firstWorkerFor(['verify', '--', '--reference', 'a.usaddr'])).toBeUndefined();
  });
});
