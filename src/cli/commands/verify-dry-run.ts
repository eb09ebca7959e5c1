// `usaddr verify --dry-run`: the column mapping and the first rows as the lookup would receive
// them, on stdout; nothing is looked up and nothing is written.
import { terminalSafe } from '../ui/terminal-safe.js';
import { openInput, type OpenInputOptions } from '../../io/open-input.js';
import { dryRunText } from '../../io/mapping-text.js';
import type { CliContext } from '../context.js';
import { CliError } from '../errors.js';

export const DRY_RUN_ROWS = 5;

export async function dryRun(ctx: CliContext, opts: Omit<OpenInputOptions, 'stdin'>): Promise<number> {
  const opened = await openInput({ ...opts, stdin: ctx.stdin });
  if (!opened.ok) throw new CliError(opened.message, 'see `usaddr verify --help` for --input-format, --delimiter, --header and --map');
  const input = opened.input;
  const samples: { line: number; text: string }[] = [];
  const rows = input.rows[Symbol.asyncIterator]();
  while (samples.length < DRY_RUN_ROWS) {
    const next = await rows.next();
    if (next.done) break;
    for (const row of next.value.slice(0, DRY_RUN_ROWS - samples.length)) {
      // a malformed row's error already starts `line N: `, as the sample line does
      samples.push({ line: row.line, text: row.error?.replace(/^line \d+: /, '') ?? JSON.stringify(row.request ?? {}) });
    }
  }
  await rows.return?.(undefined);
  ctx.stdout.write(terminalSafe(dryRunText(opts.path, input, samples)));
  return 0;
}
