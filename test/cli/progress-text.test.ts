// The verify progress line's text: rows, rate and ETA while rows are looked up; bytes and share of the file while a
// JSON file's keys are read for CSV output's columns (no row is looked up yet, so no rate).
import { describe, expect, it } from 'vitest';
import { progressText } from '../../src/cli/ui/progress.js';

describe('progressText', () => {
  it('rows, their rate and the ETA from the bytes read', () => {
    expect(progressText({ rows: 5000, bytesRead: 250, size: 1000 }, 2000)).toBe('verifying: 5,000 rows, 2,500 rows/s, ETA 6s');
  });

  it('the first pass over a JSON file: bytes read and their share of the file', () => {
    expect(progressText({ rows: 0, bytesRead: 1_500_000, size: 6_000_000, phase: 'keys' }, 900)).toBe("reading every object's keys for the CSV columns (a first pass): 1,500,000 bytes, 25%");
    expect(progressText({ rows: 0, bytesRead: 42, phase: 'keys' }, 900)).toBe("reading every object's keys for the CSV columns (a first pass): 42 bytes");
  });
});
