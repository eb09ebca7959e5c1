// `usaddr parse`: addresses from the arguments or streamed line by line from --input; NDJSON out.
import { fsErrorText } from '../../io/fs-error.js';
import { once } from 'node:events';
import { open } from 'node:fs/promises';
import { createInterface, type Interface } from 'node:readline';
import { Readable } from 'node:stream';
import type { Engine } from '../../engine/index.js';
import { buildEngine } from '../../service/engine-factory.js';
import { maybeGunzip } from '../../io/gzip.js';
import { utf8Source } from '../../io/utf8-source.js';
import { toParseOutput } from '../../wire/parse-output.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';

// output is flushed in blocks of about this many characters: one write per line would dominate the run
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
 * else UTF-8, else Windows-1252); a terminal's is UTF-8, line by line.
 */
async function utf8Lines(bytes: Readable & { isTTY?: boolean }): Promise<Readable> {
  if (bytes.isTTY) return bytes.setEncoding('utf8');
  return Readable.from((await utf8Source(await maybeGunzip(bytes, FLUSH_AT), 'auto', () => {})).chunks);
}

async function streamLines(ctx: CliContext, bytes: Readable, engine: Engine): Promise<void> {
  // Ctrl-C stops reading at once, not when a terminal or a pipe that stays open ends its input
  let text: Readable | undefined;
  let lines: Interface | undefined;
  const stop = (): void => {
    lines?.close();
    // what is cut off here is given up, not an error
    text?.on('error', () => {}).destroy();
    bytes.on('error', () => {}).destroy();
  };
  ctx.signal.addEventListener('abort', stop, { once: true });
  // a person typing at a terminal sees each answer at once; files and pipes are written in blocks
  const flushAt = (bytes as { isTTY?: boolean }).isTTY ? 1 : FLUSH_AT;
  let buffer = '';
  let first = true;
  try {
    text = await utf8Lines(bytes);
    lines = createInterface({ input: text, crlfDelay: Infinity });
    if (ctx.signal.aborted) lines.close();
    for await (const raw of lines) {
      if (ctx.signal.aborted) break;
      const line = first && raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
      first = false;
      buffer += `${JSON.stringify(toParseOutput(line, engine.parse(line)))}\n`;
      if (buffer.length >= flushAt) {
        await write(ctx, buffer);
        buffer = '';
      }
    }
  } catch (err) {
    if (!ctx.signal.aborted) throw err;
  } finally {
    ctx.signal.removeEventListener('abort', stop);
  }
  if (buffer !== '') await write(ctx, buffer);
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
