// A UTF-16 file with half a character in one row (a damaged or spliced export): that row comes back FAIL saying where,
// every other row as it would without the damage; `usaddr parse` gives that line INVALID_UTF16. Before, the half
// character was read as U+FFFD in silence and the row could come back SUCCESS with its text changed.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

const BOM = Buffer.from([0xff, 0xfe]);
const LONE_HIGH = Buffer.from([0x00, 0xd8]);

/** `text` as UTF-16LE with a BOM, a lone high surrogate written just after `after`. */
function damaged(text: string, after: string): Buffer {
  const at = text.indexOf(after) + after.length;
  return Buffer.concat([BOM, Buffer.from(text.slice(0, at), 'utf16le'), LONE_HIGH, Buffer.from(text.slice(at), 'utf16le')]);
}

describe('half a UTF-16 character in the input', () => {
  it('verify: that CSV row is a FAIL naming the byte; the rows around it are the undamaged file\'s', () => {
    const dir = tempDir('usaddr-u16-');
    const text = 'address,city,state,zip\n12 Main St,Maple Falls,VT,05990\n14 Main St,Maple Falls,VT,05990\n16 Main St,Maple Falls,VT,05990\n';
    writeFileSync(join(dir, 'clean.csv'), Buffer.concat([BOM, Buffer.from(text, 'utf16le')]));
    writeFileSync(join(dir, 'bad.csv'), damaged(text, '14'));
    const clean = runCli(['verify', join(dir, 'clean.csv'), '--quiet']);
    const bad = runCli(['verify', join(dir, 'bad.csv'), '--quiet']);
    expect(clean.code, clean.stderr).toBe(0);
    expect(bad.code, bad.stderr).toBe(0);
    const [cleanRows, badRows] = [clean, bad].map((r) => parse(r.stdout, { columns: true }) as Record<string, string>[]);
    expect(badRows).toHaveLength(3);
    expect(badRows[1]!.usaddr_status).toBe('FAIL');
    expect(badRows[1]!.usaddr_message).toMatch(/line 3: half of a UTF-16 character \(an unpaired surrogate\) at byte \d+ of the file: the file is damaged there/);
    expect(badRows[0]).toEqual(cleanRows[0]);
    expect(badRows[2]).toEqual(cleanRows[2]);
  });

  it('verify: an NDJSON line holding one is that row\'s FAIL, the next line read on', () => {
    const dir = tempDir('usaddr-u16-');
    const lines = ['{"address":"12 Main St","zip":"05990"}', '{"address":"14 Main St","zip":"05990"}', '{"address":"16 Main St","zip":"05990"}'].join('\n') + '\n';
    writeFileSync(join(dir, 'bad.ndjson'), damaged(lines, '"14'));
    const r = runCli(['verify', join(dir, 'bad.ndjson'), '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    const rows = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { usaddr: { status: string; message?: string }; address?: string });
    expect(rows.map((o) => o.usaddr.status)).toEqual(['SUCCESS', 'FAIL', 'SUCCESS']);
    expect(rows[1]!.usaddr.message).toContain('half of a UTF-16 character');
    expect(rows[2]!.address).toBe('16 Main St');
  });

  it('parse --input: that line is INVALID_UTF16, the others parsed', () => {
    const dir = tempDir('usaddr-u16-');
    writeFileSync(join(dir, 'lines.txt'), damaged('12 Main St, Maple Falls VT 05990\n14 Main St, Maple Falls VT 05990\n', '14'));
    const r = runCli(['parse', '--input', join(dir, 'lines.txt')]);
    expect(r.code, r.stderr).toBe(0);
    const out = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as { address_line1: string; error?: { reason: string; message: string } });
    expect(out[0]!.address_line1).toBe('12 MAIN ST');
    expect(out[1]!.error?.reason).toBe('INVALID_UTF16');
    expect(out[1]!.error?.message).toMatch(/^line 2: half of a UTF-16 character/);
  });
});
