import type { CommandSpec, OptionSpec, RawOptions } from './types.js';

export const verifyOptions = [
  { flags: '-o, --output <file>', description: 'write here instead of stdout (needed for --resume)' },
  { flags: '--format <format>', description: 'output format (default: from the -o extension, else the input format)', choices: ['csv', 'json', 'ndjson'] },
  { flags: '--input-format <format>', description: 'input format (default: from the extension, else sniffed)', choices: ['csv', 'json', 'ndjson'] },
  { flags: '--delimiter <char>', description: "CSV delimiter: , ; tab | (default: sniffed from the first lines)" },
  { flags: '--header <mode>', description: 'does the CSV have a header row', choices: ['auto', 'yes', 'no'], default: 'auto' },
  { flags: '--map <pairs>', description: 'column mapping overrides, e.g. street=Addr1,city=Town,zip=Postal (columns by name or 1-based number; join with +)' },
  { flags: '--reference <path>', description: 'reference index built by `usaddr reference build` (default: the embedded national ZIP table)' },
  { flags: '--chunk-size <n>', description: 'rows per lookup chunk', default: 1000 },
  { flags: '--concurrency <n>', description: 'lookup worker threads (default: one per core; one for input files under 4 MB)' },
  { flags: '--max-failures <n|p%>', description: 'exit 1 when more rows than this fail (FAIL, ADDRESS_NOT_FOUND or ADDRESS_AMBIGUOUS)' },
  { flags: '--summary-json <file>', description: 'also write the run summary as JSON here' },
  { flags: '--resume', description: 'continue an interrupted run from its checkpoint (<output>.usaddr-checkpoint.json)' },
  { flags: '--checkpoint-interval <seconds>', description: 'how often a running job with -o saves a checkpoint, so a killed run can --resume too', default: 2 },
  { flags: '-q, --quiet', description: 'nothing on stderr but errors' },
] as const satisfies readonly OptionSpec[];

/** The options `usaddr verify` receives, as declared above. */
export type VerifyRawOptions = RawOptions<typeof verifyOptions>;

export const verifySpec: CommandSpec = {
  name: 'verify',
  summary: 'Verify and standardize a CSV / JSON / NDJSON address list; writes every row back annotated.',
  args: [{ name: 'file', description: "input file, or '-' for stdin", required: true }],
  options: verifyOptions,
  examples: [
    'usaddr verify fixtures/verify/town.csv',
    'usaddr verify customers.csv -o customers.verified.csv --reference md.usaddr',
    'usaddr verify leads.csv --map street=Addr1,apt=Addr2,city=Town,zip=Postal -o out.csv',
    'cat orders.ndjson | usaddr verify - --format ndjson > verified.ndjson',
    'usaddr verify big.csv -o big.out.csv --max-failures 2% --summary-json summary.json --quiet',
    'usaddr verify big.csv -o big.out.csv --resume   # after Ctrl-C',
  ],
  load: () => import('../commands/verify.js'),
};
