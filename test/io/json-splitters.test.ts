import { describe, expect, it } from 'vitest';
import { JsonArraySplitter, type JsonElement } from '../../src/io/json-array-splitter.js';
import { NdjsonSplitter } from '../../src/io/ndjson-splitter.js';

function splitArray(pieces: string[]): { out: JsonElement[]; error?: string } {
  const s = new JsonArraySplitter();
  const out: JsonElement[] = [];
  let error: string | undefined;
  pieces.forEach((p, i) => (error ??= s.push(p, i === pieces.length - 1, out)));
  return { out, error };
}

describe('JsonArraySplitter', () => {
  const doc = '[\n {"a": "x,]}", "b": [1, {"c": 2}]},\n {"a": "\\"q\\""},\n {"bad": },\n 5\n]\n';

  it('yields each element with its line, a bad one as an error, whatever the chunking', () => {
    const whole = splitArray([doc]).out;
    expect(whole.map((e) => e.line)).toEqual([2, 3, 4, 5]);
    expect(whole[0]!.value).toEqual({ a: 'x,]}', b: [1, { c: 2 }] });
    expect(whole[1]!.value).toEqual({ a: '"q"' });
    expect(whole[2]!.error).toMatch(/invalid JSON/);
    expect(whole[3]!.value).toBe(5);
    const charByChar = splitArray(doc.split('')).out;
    expect(charByChar).toEqual(whole);
  });

  it('reports a truncated last element instead of dropping it', () => {
    const { out } = splitArray(['[{"a":1},', '{"a":']);
    expect(out).toHaveLength(2);
    expect(out[1]!.error).toMatch(/truncated/);
  });

  it('refuses a document that is not an array', () => {
    expect(splitArray(['"just a string"']).error).toMatch(/array/);
  });
});

describe('NdjsonSplitter', () => {
  it('one element per line, blank lines skipped, bad lines kept as errors with their number', () => {
    const s = new NdjsonSplitter();
    const out: JsonElement[] = [];
    s.push('{"a":1}\n\n{oops', false, out);
    s.push('}\r\n{"a":3}', true, out);
    expect(out.map((e) => [e.line, e.value ?? e.error?.slice(0, 12)])).toEqual([
      [1, { a: 1 }],
      [3, 'invalid JSON'],
      [4, { a: 3 }],
    ]);
  });
});
