import type { CommandModule } from '../context.js';

/** One flag, declared once: drives commander, --help and the README's command section. */
export interface OptionSpec {
  flags: string;
  description: string;
  default?: string | boolean | number;
  /** environment variable read when the flag is absent */
  env?: string;
  choices?: readonly string[];
}

export interface ArgSpec {
  name: string;
  description: string;
  required?: boolean;
  variadic?: boolean;
}

export interface CommandSpec {
  /** 'parse', or 'reference build' for a subcommand */
  name: string;
  summary: string;
  args: readonly ArgSpec[];
  options: readonly OptionSpec[];
  examples: readonly string[];
  /** loaded only when the command runs, so `usaddr --help` stays fast */
  load: () => Promise<CommandModule<any[]>>;
}
