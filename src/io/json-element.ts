// One JSON element's bytes → a value or a reason: UTF-8 checked, parsed natively, depth-limited
// (a 5,000-deep element is one FAIL row, never a stack overflow further down the pipeline).

export interface JsonElement {
  line: number;
  value?: unknown;
  error?: string;
}

/** Deeper than this is a FAIL row: address records are flat, and JSON.stringify must never overflow. */
export const MAX_DEPTH = 64;

/** `bad`: what makes the bytes no text, if anything does (TextWatch.describe). */
export function parseElement(bytes: Buffer, line: number, bad: string | undefined): JsonElement {
  if (bad !== undefined) return { line, error: bad };
  let value: unknown;
  try {
    value = JSON.parse((startsWithMark(bytes) ? bytes.subarray(3) : bytes).toString('utf8'));
  } catch (err) {
    return { line, error: `invalid JSON: ${(err as Error).message}` };
  }
  if (deeperThan(value, MAX_DEPTH)) return { line, error: `nested deeper than ${MAX_DEPTH} levels` };
  return { line, value };
}

/** A UTF-8 byte-order mark opening an element or a line: a joined file's mark (`cat a.ndjson b.ndjson`), not data. */
export function startsWithMark(b: Buffer): boolean {
  return b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf;
}

function deeperThan(v: unknown, limit: number): boolean {
  if (typeof v !== 'object' || v === null) return false;
  if (limit === 0) return true;
  for (const k in v as Record<string, unknown>) {
    if (deeperThan((v as Record<string, unknown>)[k], limit - 1)) return true;
  }
  return false;
}
