// UTF-16LE input transcoded for the readers: half of a surrogate pair (a damaged or spliced file) is a place the
// readers report, never a U+FFFD passed on in silence; whole pairs, split across chunks or not, are read as they are.
import { describe, expect, it } from 'vitest';
import { Utf16Transcoder } from '../../src/io/utf16-source.js';
import { utf8Source } from '../../src/io/utf8-source.js';
import { CsvReader, type CsvRecord } from '../../src/io/csv-reader.js';

const u16 = (s: string): Buffer => Buffer.from(s, 'utf16le');
/** `s` in UTF-16LE with the code unit `unit` written after its first `k` characters. */
const withUnit = (s: string, k: number, unit: number): Buffer => Buffer.concat([u16(s.slice(0, k)), Buffer.from([unit & 0xff, unit >> 8]), u16(s.slice(k))]);

function transcode(chunks: Buffer[], firstByte = 0): { text: string; t: Utf16Transcoder } {
  const t = new Utf16Transcoder(firstByte);
  const out = chunks.map((c, i) => t.push(c, i === chunks.length - 1));
  return { text: Buffer.concat(out).toString('utf8'), t };
}

describe('Utf16Transcoder', () => {
  it('reads whole pairs as their character, also when a chunk ends between the halves or inside a unit', () => {
    const bytes = u16('a😀b ñ');
    for (let cut = 0; cut <= bytes.length; cut++) {
      const { text, t } = transcode([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(text).toBe('a😀b ñ');
      expect(t.watch.firstBadIn(0, 100)).toBeUndefined();
    }
  });

  it('notes a lone high or low surrogate at its place in the UTF-8 bytes, and names its byte in the file', () => {
    const high = transcode([withUnit('12 Main St', 2, 0xd800)], 2);
    expect(high.text).toBe('12\uFFFD Main St');
    expect(high.t.watch.firstBadIn(0, 2)).toBeUndefined();
    expect(high.t.watch.firstBadIn(0, 100)).toBe(2);
    // (the BOM's 2 bytes, then 2 characters)
    expect(high.t.watch.describe(2)).toBe('half of a UTF-16 character (an unpaired surrogate) at byte 6 of the file: the file is damaged there');
    const low = transcode([withUnit('ñ Main', 1, 0xdc00)]);
    expect(low.text).toBe('ñ\uFFFD Main');
    // (ñ is 2 bytes of UTF-8)
    expect(low.t.watch.firstBadIn(0, 100)).toBe(2);
  });

  it('a high surrogate last in a chunk waits for the next; at the end of the input it is half a character', () => {
    const bytes = withUnit('ab', 2, 0xd83d);
    const { text, t } = transcode([bytes, Buffer.alloc(0)]);
    expect(text).toBe('ab\uFFFD');
    expect(t.watch.firstBadIn(0, 100)).toBe(2);
  });

  it('an odd last byte is half a code unit: noted, not dropped', () => {
    const { text, t } = transcode([Buffer.concat([u16('ab'), Buffer.from([0x41])])]);
    expect(text).toBe('ab\uFFFD');
    expect(t.watch.firstBadIn(0, 100)).toBe(2);
  });
});

describe('UTF-16LE CSV through the reader', () => {
  it('the row holding half a character is a FAIL saying so; the rows before and after read as written', async () => {
    const rows = 'address,zip\n12 Main St,05990\n14 Main St,05990\n16 Main St,05990\n';
    const at = rows.indexOf('14') + 2;
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), withUnit(rows, at, 0xd800)]);
    async function* one(): AsyncGenerator<Uint8Array> {
      yield file;
    }
    const source = await utf8Source(one(), 'auto', () => {});
    expect(source.decision.encoding).toBe('utf16le');
    const reader = new CsvReader({ delimiter: ',', watch: source.watch });
    const recs: CsvRecord[] = [];
    const chunks: Buffer[] = [];
    for await (const chunk of source.chunks) chunks.push(chunk);
    chunks.forEach((c, i) => reader.push(c, i === chunks.length - 1, recs));
    expect(recs.map((r) => [r.cells[0], r.error])).toEqual([
      ['address', undefined],
      ['12 Main St', undefined],
      ['14\uFFFD Main St', `half of a UTF-16 character (an unpaired surrogate) at byte ${2 + 2 * at} of the file: the file is damaged there`],
      ['16 Main St', undefined],
    ]);
  });
});
