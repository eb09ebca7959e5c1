// CSV output of a JSON / NDJSON file: its columns are every object's keys in first-seen order, found
// by a first pass over the file with the same readers (the header is written before any row, and a
// key only later objects have would otherwise have no column). Only the keys are kept, never the rows.
import { createReadStream } from 'node:fs';
import { gunzip } from './gzip.js';
import { JsonArrayReader } from './json-array-reader.js';
import type { JsonElement } from './json-element.js';
import { isObject } from './json-rows.js';
import { NdjsonReader } from './ndjson-reader.js';
import { RecordPump } from './record-pump.js';
import type { Encoding } from './text-encoding.js';
import { utf8Source } from './utf8-source.js';

/** Past this many distinct keys CSV output is refused (each row would carry them all); JSON output keeps every field. */
export const MAX_CSV_COLUMNS = 2000;

export interface KeyPassOptions {
  path: string;
  gz: boolean;
  format: 'json' | 'ndjson';
  /** the encoding the main pass decided, so both passes read the same text */
  encoding: Encoding;
  maxRecordBytes?: number;
  /** told the bytes of the file read so far (compressed bytes for a .gz), as the pass goes */
  onBytes?: (bytesRead: number) => void;
}

export type KeyPassResult = { ok: true; keys: string[] } | { ok: false; message: string };

/** Every object's keys, in the order they first appear; where the input cannot be read on, the keys before it. */
export async function allObjectKeys(opts: KeyPassOptions): Promise<KeyPassResult> {
  const file = createReadStream(opts.path, { highWaterMark: 64 * 1024 });
  const onBytes = opts.onBytes;
  if (onBytes) file.on('data', () => onBytes(file.bytesRead));
  const bytes = opts.gz ? gunzip(file, 64 * 1024) : file;
  try {
    const source = await utf8Source(bytes, opts.encoding, () => undefined);
    const max = opts.maxRecordBytes;
    const reader = opts.format === 'json' ? new JsonArrayReader({ maxElementBytes: max, watch: source.watch }) : new NdjsonReader({ maxLineBytes: max, watch: source.watch });
    const keys = new Set<string>();
    const pump = await RecordPump.start<JsonElement>(source.chunks, reader);
    while (!pump.ended) {
      for (const e of await pump.next()) {
        if (isObject(e.value)) for (const k of Object.keys(e.value as object)) keys.add(k);
      }
      if (keys.size > MAX_CSV_COLUMNS) return { ok: false, message: tooMany(opts.path) };
    }
    return { ok: true, keys: [...keys] };
  } finally {
    file.destroy();
  }
}

function tooMany(path: string): string {
  return `${path}: the objects hold more than ${MAX_CSV_COLUMNS} distinct keys, too many for CSV columns; write JSON or NDJSON (--format json|ndjson, or -o FILE.ndjson), which keeps every field`;
}
