import type { Readable, Writable } from 'node:stream';

/** What a command may touch of the outside world; main.ts builds it from the process. */
export interface CliContext {
  stdin: Readable & { isTTY?: boolean };
  stdout: Writable & { isTTY?: boolean };
  stderr: Writable & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
  /** true when a spinner / colours may be drawn on stderr */
  interactive: boolean;
  /** the abort signal raised on SIGINT */
  signal: AbortSignal;
}

export interface CommandModule<Args extends unknown[] = string[]> {
  run(ctx: CliContext, opts: Record<string, unknown>, ...args: Args): Promise<number>;
}
