import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ByteWriter } from '../../src/io/byte-writer.js';

describe('ByteWriter', () => {
  it('writes the same UTF-8 as TextEncoder, lone surrogates included, across growth', () => {
    const enc = new TextEncoder();
    fc.assert(fc.property(fc.array(fc.string({ unit: 'binary' }), { maxLength: 20 }), (parts) => {
      const w = new ByteWriter(16);
      for (const p of parts) w.text(p);
      expect(Buffer.from(w.bytes()).equals(Buffer.from(enc.encode(parts.join(''))))).toBe(true);
    }));
    const w = new ByteWriter(16);
    w.text('José \u{1F3E0} \ud800x');
    expect(Buffer.from(w.bytes()).toString('utf8')).toBe('José \u{1F3E0} \ufffdx');
  });

  it('appends single bytes after text, across growth', () => {
    const w = new ByteWriter(16);
    w.text('abcdefghijklmno');
    w.byte(10);
    w.byte(65);
    expect(Buffer.from(w.bytes()).toString()).toBe('abcdefghijklmno\nA');
    expect(w.length).toBe(17);
  });
});
