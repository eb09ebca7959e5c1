import { API_KEY_OPTION } from './api-key.js';
import type { CommandSpec, OptionSpec, RawOptions } from './types.js';

/** how people and other tools spell the encodings (iconv, Python, Excel's "Save as") */
const ENCODING_ALIASES = { 'utf-8': 'utf8', 'latin-1': 'latin1', 'iso-8859-1': 'latin1', 'windows-1252': 'latin1', cp1252: 'latin1', 'utf-16le': 'utf16le' };

export const verifyOptions = [
  { flags: '-o, --output <file>', description: "write here instead of stdout ('-' for stdout; a file is needed for --resume)" },
  { flags: '--format <format>', description: 'output format (default: from the -o extension, else the input format; an -o extension that names no format is refused unless --format is given)', choices: ['csv', 'json', 'ndjson'] },
  { flags: '--columns <view>', description: 'usaddr_* columns in CSV output: minimal (status, message, lookup status, accuracy, the two lines), standard (what a person reads), all (every API field)', choices: ['minimal', 'standard', 'all'], default: 'standard' },
  { flags: '--rejects <file>', description: 'also write the rows that did not verify (failures and unverified) here: input columns plus status, message, warnings, lookup status, accuracy' },
  { flags: '--only-failures', description: 'write only the rows that did not verify (failures and unverified) to the output' },
  { flags: '--input-format <format>', description: 'input format (default: from the extension, else sniffed)', choices: ['csv', 'json', 'ndjson'] },
  { flags: '--delimiter <char>', description: "CSV delimiter: , ; tab | (default: sniffed from the first lines)" },
  { flags: '--encoding <enc>', description: 'input text encoding; auto: a byte-order mark, else UTF-16LE when NULs alternate with text, else UTF-8 when the first 64 KiB are, else latin1 (Windows-1252)', choices: ['auto', 'utf8', 'latin1', 'utf16le'], aliases: ENCODING_ALIASES, default: 'auto' },
  { flags: '--header <mode>', description: 'does the CSV have a header row', choices: ['auto', 'yes', 'no'], default: 'auto' },
  { flags: '--map <pairs>', description: 'column mapping overrides, e.g. street=Addr1,city=Town,zip=Postal: fields full, number, street, apt, city, state, zip, plus4, last_line, country (or their API names); columns by name or 1-based number, joined with +' },
  { flags: '--dry-run', description: 'print the column mapping and the first five rows as parsed, then exit 0 (nothing is looked up or written)' },
  { flags: '--reference <path>', description: 'reference index built by `usaddr reference build` (default: the embedded national ZIP table)' },
  { flags: '--endpoint <url>', description: 'look up through this v1 service (usaddr serve or any other) instead of locally; repeat for several, chunks go to the least busy', repeatable: true },
  API_KEY_OPTION,
  { flags: '--request-timeout <seconds>', description: 'with --endpoint: a request not answered within this is retried', default: 30 },
  { flags: '--retries <n>', description: 'with --endpoint: retries of a failing request (network, 408, 429, 5xx) before the run stops with a checkpoint', default: 5 },
  { flags: '--chunk-size <n>', description: 'rows per lookup chunk (at most 5000)', default: 1000 },
  { flags: '--concurrency <n>', description: 'lookup worker threads, at most one per core (default: one per core; one for input files under 4 MB, one core left to reading under 24 MB); with --endpoint: requests in flight (default: 4 per endpoint)' },
  { flags: '--sanitize-formulas', description: "prefix your own CSV cells that start with = + - @ with ' too (appended usaddr_* cells always are)" },
  { flags: '--max-failures <n|p%>', description: 'exit 1 when more rows than this fail (FAIL, ADDRESS_NOT_FOUND or ADDRESS_AMBIGUOUS)' },
  { flags: '--max-unverified <n|p%>', description: 'exit 1 when more rows than this are verified only to their ZIP or city (ADDRESS_UNVERIFIED)' },
  { flags: '--summary-json <file>', description: 'also write the run summary as JSON here' },
  { flags: '--resume', description: 'continue an interrupted run from its checkpoint (<output>.usaddr-checkpoint.json)' },
  { flags: '--checkpoint-interval <seconds>', description: 'how often a running job with -o saves a checkpoint, so a killed run can --resume too', default: 2 },
  { flags: '-q, --quiet', description: 'nothing on stderr but errors, the line saying why a --max-* gate failed, and keys a CSV written from stdin left out' },
] as const satisfies readonly OptionSpec[];

/** The options `usaddr verify` receives, as declared above. */
export type VerifyRawOptions = RawOptions<typeof verifyOptions>;

export const verifySpec: CommandSpec = {
  name: 'verify',
  summary: 'Verify and standardize a CSV / JSON / NDJSON address list; writes every row back annotated.',
  args: [{ name: 'file', description: "input file, '-' for stdin, or a pipe (<(zcat list.csv.gz))", required: true }],
  options: verifyOptions,
  examples: [
    'usaddr verify fixtures/verify/town.csv',
    'usaddr verify fixtures/exports/shopify-orders.csv --dry-run   # which columns are read, and how',
    'usaddr verify customers.csv -o customers.verified.csv --reference shared.usaddr   # built by usaddr reference build (see its --help)',
    'usaddr verify leads.csv --map street=Addr1,apt=Addr2,city=Town,zip=Postal -o out.csv',
    'cat orders.ndjson | usaddr verify - --format ndjson > verified.ndjson',
    'usaddr verify big.csv -o big.out.csv --max-failures 2% --summary-json summary.json --quiet',
    'usaddr verify orders.csv.gz -o checked.csv --rejects to-fix.csv --columns minimal',
    'usaddr verify list.csv --reference vt.usaddr --only-failures --max-unverified 5% -o problems.csv',
    'usaddr verify big.csv -o big.out.csv --resume   # after Ctrl-C',
    'USADDR_API_KEY=… usaddr verify big.csv -o out.csv --endpoint http://10.0.0.5:8080 --endpoint http://10.0.0.6:8080',
  ],
  exits: [
    { code: 0, when: "done, whatever each row's status (also for an input with no rows); no gate exceeded" },
    { code: 1, when: 'done, but more rows failed than --max-failures allows, or more were unverified than --max-unverified allows' },
    { code: 2, when: 'could not run: usage, unreadable input, no column maps, bad reference, unwritable output, an --endpoint that stays down (checkpoint saved: add --resume)' },
    { code: 130, when: 'interrupted (Ctrl-C, SIGTERM): the rows so far are in <output>.partial with a checkpoint: add --resume' },
  ],
  load: () => import('../commands/verify.js'),
  prepare: async (opts, [file]) => (await import('../commands/verify-prestart.js')).prestart(opts as VerifyRawOptions, file),
};
