// `usaddr verify --dry-run`: the column mapping and the first rows as the lookup would receive
// them, on stdout; nothing is looked up and nothing is written.
import { terminalSafe } from '../ui/terminal-safe.js';
import { openInput, type OpenInputOptions } from '../../io/open-input.js';
import { dryRunText } from '../../io/mapping-text.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';
import { fsErrorText, GZIP_DAMAGE_HINT, isGzipDamage } from '../../io/fs-error.js';

export const DRY_RUN_ROWS = 5;

export async function dryRun(ctx: CliContext, opts: Omit<OpenInputOptions, 'stdin'>): Promise<number> {
  const opened = await openInput({ ...opts, stdin: ctx.stdin });
  if (!opened.ok) throw new CliError(opened.message, opened.hint ?? 'see `usaddr verify --help` for --input-format, --delimiter, --header and --map');
  const input = opened.input;
  const samples: { line: number; text: string }[] = [];
  const rows = input.rows[Symbol.asyncIterator]();
  // where reading cannot go on (a JSON array cut short, a damaged gzip): the rows before it are shown, then why
  let stopped: unknown;
  try {
    while (samples.length < DRY_RUN_ROWS) {
      const next = await rows.next();
      if (next.done) break;
      for (const row of next.value.slice(0, DRY_RUN_ROWS - samples.length)) {
        // a malformed row's error already starts `line N: `, as the sample line does
        samples.push({ line: row.line, text: row.error?.replace(/^line \d+: /, '') ?? JSON.stringify(row.request ?? {}) });
      }
    }
    await rows.return?.(undefined);
  } catch (err) {
    stopped = err;
  }
  ctx.stdout.write(terminalSafe(dryRunText(opts.path, input, samples)));
  if (stopped !== undefined) {
    if (isGzipDamage(stopped)) throw new CliError(`cannot read ${opts.path} to its end: ${fsErrorText(stopped)}`, GZIP_DAMAGE_HINT);
    throw new CliError(`${opts.path}: ${(stopped as Error).message}`);
  }
  return 0;
}
