import { Command, Option } from 'commander';
import type { CliContext } from './context.js';
import { commandHelpAfter, programHelpAfter } from './help.js';
import { colorsFor } from './ui/color.js';
import type { CommandSpec, ExitSpec } from './spec/types.js';

function addCommand(root: Command, spec: CommandSpec, ctx: CliContext, done: (code: number) => void, groups: Readonly<Record<string, string>>): void {
  const words = spec.name.split(' ');
  let parent = root;
  for (const word of words.slice(0, -1)) {
    parent = parent.commands.find((c) => c.name() === word) ?? parent.command(word).description(groups[word] ?? `${word} commands`);
  }
  const cmd = parent.command(words[words.length - 1]!).description(spec.summary);
  for (const arg of spec.args) {
    const name = arg.variadic ? `${arg.name}...` : arg.name;
    cmd.argument(arg.required ? `<${name}>` : `[${name}]`, arg.description);
  }
  for (const o of spec.options) {
    const opt = new Option(o.flags, o.description);
    if (o.default !== undefined) opt.default(o.default);
    if (o.env) opt.env(o.env);
    if (o.choices) opt.choices(o.choices);
    const { aliases, choices } = o;
    if (aliases && choices && opt.parseArg) {
      // another common spelling (UTF-8, windows-1252) is read as its choice, then checked as one (refused as typed)
      const check = opt.parseArg;
      const spelled = (value: string): string => {
        const lower = value.toLowerCase();
        return aliases[lower] ?? (choices.includes(lower) ? lower : value);
      };
      opt.argParser((value: string, previous: unknown) => check(spelled(value), previous));
    }
    if (o.repeatable) opt.argParser((value: string, previous: string[] | undefined) => [...(previous ?? []), value]);
    cmd.addOption(opt);
  }
  cmd.addHelpText('after', commandHelpAfter(spec));
  cmd.action(async (...received: unknown[]) => {
    // commander passes: ...positional args, options, the command itself
    const positional = received.slice(0, spec.args.length);
    const opts = (received[spec.args.length] ?? {}) as Record<string, unknown>;
    const release = await spec.prepare?.(opts, positional);
    try {
      const mod = await spec.load();
      done(await mod.run(ctx, opts, ...positional));
    } finally {
      await release?.();
    }
  });
}

export function buildProgram(
  specs: readonly CommandSpec[],
  version: string,
  ctx: CliContext,
  done: (code: number) => void,
  groups: Readonly<Record<string, string>> = {},
  exits: readonly ExitSpec[] = [],
): Command {
  const program = new Command('usaddr')
    .description('Verify, standardize and autocomplete US postal addresses (USPS Publication 28).')
    .version(version, '-V, --version')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({
      writeOut: (s) => ctx.stdout.write(s),
      writeErr: (s) => ctx.stderr.write(s),
      // usage errors (unknown command, missing argument) in red on a terminal, like usaddr's own
      outputError: (s, write) => write(colorsFor(ctx.stderr, ctx.env).red(s)),
    })
    .exitOverride();
  if (exits.length > 0) program.addHelpText('after', programHelpAfter(specs, exits));
  for (const spec of specs) addCommand(program, spec, ctx, done, groups);
  for (const sub of program.commands) sub.exitOverride();
  return program;
}
