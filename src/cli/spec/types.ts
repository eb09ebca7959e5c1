import type { CommandModule } from '../context.js';

/** One flag, declared once: drives commander, --help and the README's command section. */
export interface OptionSpec {
  flags: string;
  description: string;
  default?: string | boolean | number;
  /** environment variable read when the flag is absent */
  env?: string;
  choices?: readonly string[];
  /** other spellings of the choices, lower-case ('utf-8' → 'utf8'); a value is compared lower-cased */
  aliases?: Readonly<Record<string, string>>;
  /** may be given more than once: the values arrive as an array */
  repeatable?: boolean;
}

export interface ArgSpec {
  name: string;
  description: string;
  required?: boolean;
  variadic?: boolean;
}

/** One exit code a command can end with, and when: drives --help and the README's command section. */
export interface ExitSpec {
  code: number;
  when: string;
}

export interface CommandSpec {
  /** 'parse', or 'reference build' for a subcommand */
  name: string;
  summary: string;
  args: readonly ArgSpec[];
  options: readonly OptionSpec[];
  examples: readonly string[];
  exits: readonly ExitSpec[];
  /** loaded only when the command runs, so `usaddr --help` stays fast */
  load: () => Promise<CommandModule<any[]>>;
  /**
   * Work started from the parsed arguments before `load` (verify: its lookup workers, which then load their
   * tables while the command's modules load). What it returns is called once the command has ended.
   */
  prepare?: (opts: Record<string, unknown>, positional: unknown[]) => Promise<(() => Promise<void>) | undefined>;
}

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
/** '-o, --output <file>' → 'output'; '--chunk-size <n>' → 'chunkSize' (commander's key) */
type OptionKey<F extends string> = F extends `${string}--${infer Rest}` ? Camel<Rest extends `${infer N} ${string}` ? N : Rest> : never;
type Widen<D> = D extends number ? number : D extends string ? string : D;
/** A flag with `<value>` gives one of its choices, else a string (or its default, e.g. a number); a bare flag gives true. */
type OptionValue<O extends OptionSpec> = O extends { repeatable: true } ? string[] : O['flags'] extends `${string}<${string}>${string}`
  ? O extends { choices: readonly (infer C)[] } ? C : string | (O extends { default: infer D } ? Widen<D> : never)
  : boolean;

/**
 * What commander hands a command, typed from its spec (declared `as const satisfies readonly OptionSpec[]`):
 * flags with a default are always present, the others may be absent.
 */
export type RawOptions<Opts extends readonly OptionSpec[]> = {
  [O in Opts[number] as O extends { default: unknown } ? OptionKey<O['flags']> : never]: OptionValue<O>;
} & {
  [O in Opts[number] as O extends { default: unknown } ? never : OptionKey<O['flags']>]?: OptionValue<O>;
};
