import { readFileSync } from 'node:fs';
import { CommanderError } from 'commander';
import { CliError, EXIT } from './errors.js';
import { buildProgram } from './program.js';
import { COMMANDS, EXIT_CODES, GROUPS } from './spec/index.js';
import type { CliContext } from './context.js';
import { colorsFor, isInteractive } from './ui/color.js';
import { errorText } from './ui/error-text.js';
import { terminalSafe } from './ui/terminal-safe.js';
import { oneLine } from '../io/one-line.js';
import { writeFailureText } from './write-failure.js';

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

/** Runs one invocation and returns its exit code. The only place that decides exit codes. */
export async function main(argv: string[]): Promise<number> {
  const abort = new AbortController();
  const ctx: CliContext = {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
    interactive: isInteractive(process.stderr, process.env),
    signal: abort.signal,
  };
  let interrupts = 0;
  process.on('SIGINT', () => {
    interrupts += 1;
    if (interrupts > 1) process.exit(EXIT.INTERRUPTED); // a second Ctrl-C means "now"
    abort.abort(new Error('interrupted'));
  });
  let code: number = EXIT.OK;
  const program = buildProgram(
    COMMANDS,
    version,
    ctx,
    (c) => {
      code = c;
    },
    GROUPS,
    EXIT_CODES,
  );
  try {
    await program.parseAsync(argv);
    return code;
  } catch (err) {
    if (err instanceof CommanderError) {
      // help and version are successful exits; everything else commander rejects is usage
      return err.exitCode === 0 ? EXIT.OK : EXIT.CANNOT_RUN;
    }
    const colors = colorsFor(ctx.stderr, ctx.env);
    if (err instanceof CliError) {
      // one line each, whatever a path or a cell in them holds
      ctx.stderr.write(errorText(terminalSafe(oneLine(err.message)), err.hint && terminalSafe(oneLine(err.hint)), colors));
      return err.exitCode;
    }
    const writeFailure = writeFailureText(err);
    if (writeFailure) {
      ctx.stderr.write(errorText(writeFailure, undefined, colors));
      return EXIT.CANNOT_RUN;
    }
    ctx.stderr.write(errorText(terminalSafe(`unexpected error: ${(err as Error)?.stack ?? String(err)}`), undefined, colors));
    return EXIT.CANNOT_RUN;
  }
}

// Writing into a closed pipe (`usaddr … | head`) ends the run quietly; any other failed write
// to stdout (a full disk) is one line and exit 2, never a stack trace or the --max-failures code.
process.stdout.on('error', (err: NodeJS.ErrnoException) => {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  process.stderr.write(`usaddr: ${writeFailureText(err) ?? `cannot write stdout: ${err.message}`}\n`);
  process.exit(EXIT.CANNOT_RUN);
});

// stderr that cannot be written (2>/dev/full, `2>&1 | head -1`) has no one left to tell: the run goes on, its
// output and exit code intact (unhandled, the error would end it with exit 1, the gates' code, and no output)
process.stderr.on('error', () => {});

main(process.argv).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`usaddr: ${String(err)}\n`);
    process.exitCode = EXIT.CANNOT_RUN;
  },
);
