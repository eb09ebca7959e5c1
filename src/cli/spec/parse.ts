import type { CommandSpec } from './types.js';

export const parseSpec: CommandSpec = {
  name: 'parse',
  summary: 'Parse and standardize addresses (no reference lookup): one JSON object per input line.',
  args: [{ name: 'address', description: "addresses to parse (quote each one); '-' alone reads one per line from stdin", variadic: true }],
  options: [
    { flags: '-i, --input <file>', description: "read one address per line from FILE ('-' for stdin)" },
  ],
  examples: [
    'usaddr parse "123 north main street apt 4, springfield, illinois 62701"',
    'usaddr parse --input addresses.txt > parsed.ndjson',
    'cat addresses.txt | usaddr parse -',
  ],
  exits: [
    { code: 0, when: 'done, also when lines fail (each gives an object with "error")' },
    { code: 2, when: 'nothing to parse, or the --input file cannot be read' },
    { code: 130, when: 'interrupted (Ctrl-C)' },
  ],
  load: () => import('../commands/parse.js'),
};
