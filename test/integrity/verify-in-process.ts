// verify's pipeline in-process (reader → batch → writer), with a stand-in lookup service: the fuzz
// suite runs thousands of files through it; a smaller share goes through the built bin.
import { writeFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { runBatch } from '../../src/batch/run-batch.js';
import { openInput, type OpenInputOptions } from '../../src/io/open-input.js';
import { csvHeader, type OutputFormat } from '../../src/io/output-row.js';
import type { UnwrittenKeys } from '../../src/io/unwritten-keys.js';
import { fakeService, memorySink } from '../batch/fake-service.js';

export interface InProcessRun {
  out: string;
  /** openInput's message or the error that stopped the run (exit 2 in the CLI) */
  error?: string;
  /** JSON from stdin to CSV: the keys no column held */
  unwritten?: UnwrittenKeys;
}

/** `file`: read `data` from this path (written first) instead of stdin. */
export async function verifyInProcess(data: Buffer, outFormat: OutputFormat, opts: Partial<OpenInputOptions> = {}, chunk = 4096, file?: string): Promise<InProcessRun> {
  const parts: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunk) parts.push(data.subarray(i, i + chunk));
  if (file) writeFileSync(file, data);
  const opened = await openInput({ path: file ?? '-', stdin: Readable.from(parts), csvOutput: () => outFormat === 'csv', ...opts });
  if (!opened.ok) return { out: '', error: opened.message };
  const input = opened.input;
  const sink = memorySink();
  await sink.write(outFormat === 'csv' ? csvHeader(input.csvColumns.header) : outFormat === 'json' ? '[\n' : '');
  let error: string | undefined;
  try {
    await runBatch({
      rows: input.rows, service: fakeService(0), format: outFormat, sink, signal: new AbortController().signal,
      chunkSize: 7, maxInFlight: 3, skip: 0, csvKeep: input.csvColumns.keep,
    });
  } catch (err) {
    error = (err as Error).message;
  }
  if (outFormat === 'json') await sink.write('\n]\n');
  const unwritten = input.unwrittenKeys?.();
  return { out: sink.text, error, ...(unwritten ? { unwritten } : {}) };
}
