/** Exit codes (DESIGN.md): set only by src/cli/main.ts. */
export const EXIT = {
  OK: 0,
  /** the job ran but --max-failures was exceeded */
  FAILURES_EXCEEDED: 1,
  /** could not run: usage, unreadable input, unreachable endpoint, bad reference */
  CANNOT_RUN: 2,
  /** stopped by Ctrl-C (SIGINT), 128 + 2 as shells report it; verify leaves a checkpoint */
  INTERRUPTED: 130,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A failure the user can fix: printed as one line plus a hint, never with a stack. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly hint?: string,
    readonly exitCode: ExitCode = EXIT.CANNOT_RUN,
  ) {
    super(message);
    this.name = 'CliError';
  }
}
