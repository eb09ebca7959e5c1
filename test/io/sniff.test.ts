import { describe, expect, it } from 'vitest';
import { sniffEncoding } from '../../src/io/encoding.js';
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

describe('sniffEncoding', () => {
  it('reads a UTF-8 BOM and plain UTF-8', () => {
    expect(sniffEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, 0x61]))).toEqual({ encoding: 'utf-8', bomLength: 3 });
    expect(sniffEncoding(new TextEncoder().encode('Peñasco'))).toEqual({ encoding: 'utf-8', bomLength: 0 });
  });

  it('falls back to Latin-1 on bytes that are not UTF-8', () => {
    expect(sniffEncoding(Uint8Array.from([0x50, 0x65, 0xf1, 0x61]))).toEqual({ encoding: 'windows-1252', bomLength: 0 });
  });

  it('accepts a multi-byte character cut at the end of the sample', () => {
    const bytes = new TextEncoder().encode('abc ñ');
    expect(sniffEncoding(bytes.subarray(0, bytes.length - 1)).encoding).toBe('utf-8');
  });
});

describe('decodeStream', () => {
  it('switches to Latin-1 at the first invalid byte after a clean UTF-8 start, keeping what came before', async () => {
    const { decodeStream } = await import('../../src/io/encoding.js');
    const ascii = new TextEncoder().encode('name\n' + 'x'.repeat(5000) + '\n');
    const later = Uint8Array.from([0x4a, 0x6f, 0x73, 0xe9, 0x0a]); // "José\n" in Latin-1
    async function* bytes(): AsyncGenerator<Uint8Array> {
      yield ascii;
      yield later;
    }
    let counted = 0;
    const d = await decodeStream(bytes(), (n) => (counted += n));
    expect(d.encoding).toBe('utf-8');
    let text = '';
    for await (const t of d.chunks) text += t;
    expect(text.endsWith('José\n')).toBe(true);
    expect(text.startsWith('name\nxxx')).toBe(true);
    expect(d.encoding).toBe('windows-1252');
    expect(counted).toBe(ascii.length + later.length);
  });
});
