// `usaddr parse`: addresses from the arguments or streamed line by line from --input; NDJSON out.
import { fsErrorText } from '../../io/fs-error.js';
import { once } from 'node:events';
import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Engine } from '../../engine/index.js';
import { buildEngine } from '../../service/engine-factory.js';
import { maybeGunzip } from '../../io/gzip.js';
import type { TextWatch } from '../../io/text-watch.js';
import { textLines, type TextLine } from '../../io/text-lines.js';
import { utf8Source } from '../../io/utf8-source.js';
import { failedOutput, toParseOutput, type ParseOutput } from '../../wire/parse-output.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';

// output is flushed in blocks of about this many characters (one write per line would dominate the run), and
// whenever the lines that have arrived are answered: a pipe that pauses (`tail -f`) shows each line at once
const FLUSH_AT = 64 * 1024;

async function openInput(ctx: CliContext, file: string): Promise<Readable> {
  if (file === '-') return ctx.stdin;
  try {
    const handle = await open(file, 'r');
    return handle.createReadStream();
  } catch (err) {
    throw new CliError(`cannot read ${file}: ${fsErrorText(err)}`, 'check the path given to --input');
  }
}

async function write(ctx: CliContext, chunk: string): Promise<void> {
  if (!ctx.stdout.write(chunk)) await once(ctx.stdout, 'drain');
}

/**
 * A file or pipe is gunzipped when its bytes say gzip (`lines.txt.gz`), and its encoding settled as verify's is (a BOM,
 * else UTF-8, else Windows-1252) on what its first read brings; a terminal's is UTF-8.
 */
async function utf8Lines(bytes: Readable & { isTTY?: boolean }): Promise<{ lines: AsyncIterable<TextLine[]>; watch?: TextWatch }> {
  const source = bytes.isTTY
    ? await utf8Source(bytes, 'utf8', () => {}, true)
    : await utf8Source(await maybeGunzip(bytes, FLUSH_AT), 'auto', () => {}, true);
  return { lines: textLines(source.chunks, source.watch), watch: source.watch };
}

/**
 * A line holding a byte that is not UTF-8, after earlier lines settled the encoding as UTF-8, or half a UTF-16
 * character in UTF-16 input: that line's error.
 */
function badLineOutput(text: string, n: number, badByte: number, watch: TextWatch | undefined): ParseOutput {
  if (watch !== undefined && watch.reason !== 'INVALID_UTF8') return failedOutput(text, watch.reason, `line ${n}: ${watch.describe(badByte)}`);
  const message = `line ${n}: byte ${badByte} of the input is not UTF-8 (Latin-1 / Windows-1252 text? convert it first: iconv -f windows-1252 -t utf-8)`;
  return failedOutput(text, 'INVALID_UTF8', message);
}

async function streamLines(ctx: CliContext, bytes: Readable, engine: Engine): Promise<void> {
  // Ctrl-C stops reading at once, not when a terminal or a pipe that stays open ends its input
  const stop = (): void => {
    // what is cut off here is given up, not an error
    bytes.on('error', () => {}).destroy();
  };
  ctx.signal.addEventListener('abort', stop, { once: true });
  let buffer = '';
  let n = 0;
  try {
    const { lines, watch } = await utf8Lines(bytes);
    for await (const batch of lines) {
      if (ctx.signal.aborted) break;
      for (const line of batch) {
        n += 1;
        const out = line.badByte === undefined ? toParseOutput(line.text, engine.parse(line.text)) : badLineOutput(line.text, n, line.badByte, watch);
        buffer += `${JSON.stringify(out)}\n`;
        if (buffer.length >= FLUSH_AT) {
          await write(ctx, buffer);
          buffer = '';
        }
      }
      // the lines that have arrived are answered: shown now, whether or not more input is on its way
      if (buffer !== '') {
        await write(ctx, buffer);
        buffer = '';
      }
    }
  } catch (err) {
    if (!ctx.signal.aborted) throw err;
  } finally {
    ctx.signal.removeEventListener('abort', stop);
  }
}

export async function run(ctx: CliContext, opts: Record<string, unknown>, addresses?: string[]): Promise<number> {
  let inputFile = typeof opts.input === 'string' ? opts.input : undefined;
  let args = Array.isArray(addresses) ? addresses : [];
  // `usaddr parse -`, as `verify -` reads stdin: no address is a lone dash
  if (inputFile === undefined && args.length === 1 && args[0] === '-') [inputFile, args] = ['-', []];
  if (!inputFile && args.length === 0) {
    throw new CliError('nothing to parse', 'give addresses as arguments or --input FILE (- for stdin)');
  }
  const input = inputFile ? await openInput(ctx, inputFile) : undefined;
  const engine = buildEngine();
  let out = '';
  for (const a of args) out += `${JSON.stringify(toParseOutput(a, engine.parse(a)))}\n`;
  if (out !== '') await write(ctx, out);
  if (input) {
    try {
      await streamLines(ctx, input, engine);
    } catch (err) {
      throw new CliError(`cannot read ${inputFile}: ${fsErrorText(err)}`);
    }
  }
  if (ctx.signal.aborted) throw new CliError('interrupted', undefined, EXIT.INTERRUPTED);
  return EXIT.OK;
}
