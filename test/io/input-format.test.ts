import { describe, expect, it } from 'vitest';
import { formatFromPath, formatFromText } from '../../src/io/input-format.js';

describe('input format', () => {
  it('from the extension, case-insensitive; stdin and unknown extensions are sniffed', () => {
    expect(formatFromPath('a/B.CSV')).toBe('csv');
    expect(formatFromPath('x.tsv')).toBe('csv');
    expect(formatFromPath('x.jsonl')).toBe('ndjson');
    expect(formatFromPath('x.json')).toBe('json');
    expect(formatFromPath('-')).toBeUndefined();
    expect(formatFromPath('x.dat')).toBeUndefined();
  });

  it('sniffs [ as JSON, { as NDJSON, anything else as CSV; a .json of lines is NDJSON', () => {
    expect(formatFromText('  [{"a":1}]', undefined)).toBe('json');
    expect(formatFromText('{"a":1}\n{"a":2}', undefined)).toBe('ndjson');
    expect(formatFromText('street,city', undefined)).toBe('csv');
    expect(formatFromText('{"a":1}\n', 'json')).toBe('ndjson');
    expect(formatFromText('[1]', 'csv')).toBe('csv');
  });
});
