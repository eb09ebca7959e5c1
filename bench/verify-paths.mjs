// Same-run micro-benches for the three hand-written paths verify keeps, each against the library it
// stands in for (the fuzz suites check them with csv-parse / JSON.parse as oracles):
// - CSV input lines without a quote: CsvReader's plainLines vs the same reader with every line through
//   csv-parse (test/io/csv-plain-lines.test.ts compares the two on random bytes);
// - CSV output cells: csvLine (src/io/csv-cells.ts) vs csv-stringify's sync API, per row;
// - JSON array input: JsonArrayReader (byte splitter + JSON.parse per element) vs @streamparser/json.
import { readFileSync } from 'node:fs';
import { stringify } from 'csv-stringify/sync';
import { JSONParser } from '@streamparser/json';

const dist = new URL('../dist/', import.meta.url);

function time(fn) {
  const t0 = process.hrtime.bigint();
  const n = fn();
  return { n, seconds: Number(process.hrtime.bigint() - t0) / 1e9 };
}

export async function pathBenches(csvFile, rows = 200_000) {
  const { csvLine } = await import(new URL('io/csv-cells.js', dist));
  const { JsonArrayReader } = await import(new URL('io/json-array-reader.js', dist));
  const { CsvReader } = await import(new URL('io/csv-reader.js', dist));
  const { parse } = await import('csv-parse/sync');
  const text = readFileSync(csvFile, 'utf8');
  const bytes = readFileSync(csvFile);
  const csvIn = (plainLines) => time(() => {
    const r = new CsvReader({ delimiter: ',', plainLines });
    const out = [];
    let n = 0;
    for (let i = 0; i < bytes.length; i += 64 * 1024) {
      r.push(bytes.subarray(i, i + 64 * 1024), i + 64 * 1024 >= bytes.length, out);
      n += out.length;
      out.length = 0;
    }
    return n;
  });
  const csvParseOnly = csvIn(false);
  const plainLines = csvIn(true);
  const records = parse(text, { to: rows + 1 }).slice(1);

  const ours = time(() => { let b = 0; for (const r of records) b += csvLine(r).length; return b; });
  const lib = time(() => { let b = 0; for (const r of records) b += stringify([r], { record_delimiter: '' }).length; return b; });
  const libBatch = time(() => stringify(records).length);

  const objs = records.map(([id, name, address, address2, city, state, zip]) => ({ id, name, address, address2, city, state, zip }));
  const json = Buffer.from(JSON.stringify(objs, null, 1));
  const chunk = 64 * 1024;
  const splitter = time(() => {
    const r = new JsonArrayReader();
    const out = [];
    let n = 0;
    for (let i = 0; i < json.length; i += chunk) {
      r.push(json.subarray(i, i + chunk), i + chunk >= json.length, out);
      n += out.length;
      out.length = 0;
    }
    return n;
  });
  const streaming = time(() => {
    const p = new JSONParser({ paths: ['$.*'], keepStack: false });
    let n = 0;
    p.onValue = () => (n += 1);
    for (let i = 0; i < json.length; i += chunk) p.write(json.subarray(i, i + chunk));
    return n;
  });
  const k = (x) => `${Math.round(x / 1000)}k`;
  console.log(`\nhand-written paths vs their libraries (${records.length.toLocaleString('en-US')} rows, same run):`);
  console.log('| path | rows/s | ratio |');
  console.log('|---|---|---|');
  console.log(`| CSV in (${csvParseOnly.n.toLocaleString('en-US')} records, 64 KiB chunks): CsvReader, lines without a quote split by plainLines (kept) | ${k(plainLines.n / plainLines.seconds)} | 1.00 |`);
  console.log(`| CSV in: the same reader, every line through csv-parse | ${k(csvParseOnly.n / csvParseOnly.seconds)} | ${(plainLines.seconds / csvParseOnly.seconds).toFixed(2)} |`);
  console.log(`| CSV cells out: csvLine per row (kept) | ${k(records.length / ours.seconds)} | 1.00 |`);
  console.log(`| CSV cells out: csv-stringify sync, per row (a worker formats row by row) | ${k(records.length / lib.seconds)} | ${(ours.seconds / lib.seconds).toFixed(2)} |`);
  console.log(`| CSV cells out: csv-stringify sync, whole batch at once | ${k(records.length / libBatch.seconds)} | ${(ours.seconds / libBatch.seconds).toFixed(2)} |`);
  console.log(`| JSON array in: JsonArrayReader, byte splitter + JSON.parse per element (kept) | ${k(splitter.n / splitter.seconds)} | 1.00 |`);
  console.log(`| JSON array in: @streamparser/json, paths $.* (stops at the first syntax error) | ${k(streaming.n / streaming.seconds)} | ${(splitter.seconds / streaming.seconds).toFixed(2)} |`);
}
