import type { CommandSpec } from './types.js';

export const verifySpec: CommandSpec = {
  name: 'verify',
  summary: 'Verify and standardize a CSV / JSON / NDJSON address list; writes every row back annotated.',
  args: [{ name: 'file', description: "input file, or '-' for stdin", required: true }],
  options: [
    { flags: '-o, --output <file>', description: 'write here instead of stdout' },
    { flags: '--reference <path>', description: 'reference index built by `usaddr reference build` (default: the embedded national ZIP table)' },
  ],
  examples: ['usaddr verify fixtures/verify/town.csv -o town.verified.csv'],
  load: () => import('../commands/verify.js'),
};
