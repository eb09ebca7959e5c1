// The general CSV reader the importers used before the column-picking one: kept as the tests'
// oracle (every record as a string array), so csv-columns.ts is held to the same record rules.
import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';
import { splitQuoted } from '../../src/reference/csv-columns.js';

export interface CsvBatch {
  records: string[][];
  /** the 1-based line each record starts on */
  lines: number[];
}

/** Yields batches of records (one batch per chunk read), header included as the first record. */
export async function* readCsvBatches(input: Readable): AsyncGenerator<CsvBatch> {
  const decoder = new StringDecoder('utf8');
  let carry = '';
  let pending = '';
  let pendingLine = 0;
  let lineNo = 0;
  let first = true;
  const take = (text: string, out: CsvBatch) => {
    const parts = text.split('\n');
    carry = parts.pop()!;
    for (let raw of parts) {
      lineNo += 1;
      if (raw.charCodeAt(raw.length - 1) === 13) raw = raw.slice(0, -1);
      if (pending !== '') {
        raw = `${pending}\n${raw}`;
      } else {
        pendingLine = lineNo;
        if (raw === '') continue;
      }
      const fields = raw.indexOf('"') < 0 ? raw.split(',') : splitQuoted(raw);
      if (fields === null) {
        pending = raw;
        continue;
      }
      pending = '';
      out.records.push(fields);
      out.lines.push(pendingLine);
    }
  };
  for await (const chunk of input) {
    let text = carry + (typeof chunk === 'string' ? chunk : decoder.write(chunk as Buffer));
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    const batch: CsvBatch = { records: [], lines: [] };
    take(text, batch);
    if (batch.records.length > 0) yield batch;
  }
  const batch: CsvBatch = { records: [], lines: [] };
  take(`${carry}${decoder.end()}\n`, batch);
  // an unclosed quote at the end of the file still comes out, as the text it held
  if (pending !== '') {
    batch.records.push(splitQuoted(`${pending}"`) ?? [pending]);
    batch.lines.push(pendingLine);
  }
  if (batch.records.length > 0) yield batch;
}
