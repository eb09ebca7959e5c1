// --resume appends rows to the partial output: they must fit its CSV header, which this run would
// write the same way (the input is unchanged, but an older usaddr may have chosen other columns).
import { open } from 'node:fs/promises';
import { fsErrorText } from '../io/fs-error.js';

export type HeaderCheck = { ok: true } | { ok: false; message: string };

/** The partial output starts with `header` (the CSV header line this run writes). */
export async function checkCsvHeader(partial: string, header: string): Promise<HeaderCheck> {
  const want = Buffer.from(header, 'utf8');
  let got: Buffer;
  try {
    const fh = await open(partial, 'r');
    try {
      const buf = Buffer.alloc(want.length);
      const { bytesRead } = await fh.read(buf, 0, want.length, 0);
      got = buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  } catch (err) {
    return { ok: false, message: `cannot resume: cannot read ${partial}: ${fsErrorText(err)}` };
  }
  if (got.equals(want)) return { ok: true };
  return { ok: false, message: `${partial} has other CSV columns than this run writes (the interrupted run chose them differently); run without --resume to start over` };
}
