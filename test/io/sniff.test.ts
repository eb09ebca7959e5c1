import { describe, expect, it } from 'vitest';
import { decideEncoding } from '../../src/io/text-encoding.js';
import { Utf8Watch } from '../../src/io/utf8-check.js';
import { sniffDelimiter } from '../../src/io/sniff-delimiter.js';

describe('sniffDelimiter', () => {
  it.each([
    [',', 'name,street,city\nA,1 Main St,X\n'],
    [';', 'name;street;city\nA;"1 Main St, Apt 2";X\n'],
    ['\t', 'name\tstreet\tcity\nA\t1 Main St, Apt 2\tX\n'],
    ['|', 'name|street|city\nA|1 Main St, Apt 2|X\n'],
  ])('finds %j', (d, text) => {
    expect(sniffDelimiter(text)).toBe(d);
  });

  it('ignores delimiters inside quotes and defaults to a comma for one column', () => {
    expect(sniffDelimiter('address\n"1 Main St; Apt 2, Springfield"\n')).toBe(',');
  });
});

describe('decideEncoding (auto)', () => {
  it('reads a BOM and plain UTF-8', () => {
    expect(decideEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]), 'auto', true)).toMatchObject({ encoding: 'utf8', bomLength: 3 });
    expect(decideEncoding(Uint8Array.from([0xff, 0xfe, 0x61, 0]), 'auto', true)).toMatchObject({ encoding: 'utf16le', bomLength: 2 });
    expect(decideEncoding(new TextEncoder().encode('Peñasco'), 'auto', true)).toMatchObject({ encoding: 'utf8', bomLength: 0 });
  });

  it('takes UTF-16LE without a BOM from its alternating NULs (as UTF-8 it would be valid, NULs and all)', () => {
    const d = decideEncoding(Buffer.from('address,city,zip\r\n1 Peña St,Taos,87571\r\n', 'utf16le'), 'auto', true);
    expect(d).toMatchObject({ encoding: 'utf16le', bomLength: 0 });
    expect(d.reason).toMatch(/^encoding: utf16le \(auto: no byte-order mark/);
    // a stray NUL or two in UTF-8 text is not enough
    expect(decideEncoding(Buffer.from('address,city\n1 Main St\u0000,Taos\n'), 'auto', true).encoding).toBe('utf8');
  });

  it('takes Latin-1 when the sample is not UTF-8, and says so', () => {
    const d = decideEncoding(Uint8Array.from([0x50, 0x65, 0xf1, 0x61]), 'auto', true);
    expect(d).toMatchObject({ encoding: 'latin1', bomLength: 0 });
    expect(d.reason).toMatch(/^encoding: latin1 \(auto/);
  });

  it('accepts a multi-byte character cut at the end of the sample (more input follows)', () => {
    const bytes = new TextEncoder().encode('abc ñ');
    expect(decideEncoding(bytes.subarray(0, bytes.length - 1), 'auto', false).encoding).toBe('utf8');
  });

  it('an explicit --encoding wins, and skips only its own BOM', () => {
    expect(decideEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]), 'latin1', true)).toMatchObject({ encoding: 'latin1', bomLength: 0 });
    expect(decideEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]), 'utf8', true)).toMatchObject({ encoding: 'utf8', bomLength: 3 });
  });
});

describe('Utf8Watch', () => {
  it('finds invalid bytes at their absolute offsets, across chunk boundaries, without flagging a cut character', () => {
    const w = new Utf8Watch();
    const good = Buffer.from('añb', 'utf8'); // ñ is 2 bytes
    w.push(good.subarray(0, 2), false); // cut inside ñ
    w.push(good.subarray(2), false);
    w.push(Buffer.from([0x41, 0xe9, 0x42]), true); // Latin-1 é at offset 5
    expect(w.bad).toEqual([5]);
    expect(w.firstBadIn(0, 4)).toBeUndefined();
    expect(w.firstBadIn(4, 8)).toBe(5);
  });
});
