// In-process reading helper for the integrity tests: text or bytes in, every row out.
import { Readable } from 'node:stream';
import { openInput, type InputSource, type OpenInputOptions } from '../../src/io/open-input.js';
import type { InputRow } from '../../src/io/input-row.js';

export interface ReadBack {
  input?: InputSource;
  rows: InputRow[];
  /** openInput's message, or the InputSyntaxError that stopped the rows */
  error?: string;
}

/** Reads `data` as stdin, in chunks of `chunk` bytes (so records cross reads). */
export async function readAll(data: string | Buffer, opts: Partial<OpenInputOptions> = {}, chunk = 65_536): Promise<ReadBack> {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const parts: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += chunk) parts.push(bytes.subarray(i, i + chunk));
  const r = await openInput({ path: '-', stdin: Readable.from(parts), ...opts });
  if (!r.ok) return { rows: [], error: r.message };
  const rows: InputRow[] = [];
  try {
    for await (const batch of r.input.rows) rows.push(...batch);
  } catch (err) {
    return { input: r.input, rows, error: (err as Error).message };
  }
  return { input: r.input, rows };
}
