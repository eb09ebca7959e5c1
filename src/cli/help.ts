// What --help prints after the options: examples, then what each exit code means (a script needs both).
import type { CommandSpec, ExitSpec } from './spec/types.js';

const WIDTH = 80;

/** Words wrapped to WIDTH, the first line opening with `first`, the others with `indent`. */
function wrap(text: string, first: string, indent: string): string {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(' ')) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = indent;
      empty = true;
    }
    line += empty ? word : ` ${word}`;
    empty = false;
  }
  lines.push(line);
  return lines.join('\n');
}

function exitText(exits: readonly ExitSpec[]): string {
  return `Exit codes:\n${exits.map((e) => wrap(e.when, `  ${String(e.code).padEnd(5)}`, ' '.repeat(7))).join('\n')}\n`;
}

/** After a command's options. */
export function commandHelpAfter(spec: CommandSpec): string {
  const examples = spec.examples.length > 0 ? `\nExamples:\n${spec.examples.map((e) => `  $ ${e}`).join('\n')}\n` : '';
  return `${examples}\n${exitText(spec.exits)}`;
}

/** After `usaddr --help`'s command list: each command's first example, the shared exit codes. */
export function programHelpAfter(specs: readonly CommandSpec[], exits: readonly ExitSpec[]): string {
  const firsts = specs.flatMap((s) => s.examples.slice(0, 1)).map((e) => `  $ ${e}`);
  return `\nExamples (\`usaddr <command> --help\` gives its flags, more examples and exit codes):\n${firsts.join('\n')}\n\n${exitText(exits)}`;
}
