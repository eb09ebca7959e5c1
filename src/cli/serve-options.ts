// `usaddr serve` flags -> checked values; every refusal is a CliError naming the flag.
import { capConcurrency } from '../batch/run-limits.js';
import { fsErrorText } from '../io/fs-error.js';
import { keysFromEnv, readKeysFile } from '../server/keys.js';
import { CliError } from './errors.js';
import { bearerKeyFault } from './api-key.js';
import { timerMs } from './timer-seconds.js';

export interface ServeOptions {
  host: string;
  port: number;
  reference?: string;
  workers?: number;
  keysFile?: string;
  /** false = --no-auth */
  auth: boolean;
  maxItems: number;
  maxBodyBytes: number;
  rateLimitPerMinute: number;
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  logAddresses: boolean;
  /** warnings for the log once the server is up (a capped --workers) */
  notes: string[];
}

function wholeNumber(value: unknown, flag: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CliError(`${flag} must be a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`} (got '${String(value)}')`);
  }
  return n;
}

const seconds = (value: unknown, flag: string): number => timerMs(value, flag, 'takes seconds above 0');

const UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, k: 1024, mb: 1_048_576, m: 1_048_576 };

/** `5mb`, `512kb`, `1048576`: binary units, as the README says. */
export function parseSize(value: unknown, flag: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*([a-z]*)\s*$/i.exec(String(value));
  const unit = m ? UNITS[m[2]!.toLowerCase()] : undefined;
  if (!m || unit === undefined || Number(m[1]) * unit < 1) throw new CliError(`${flag} takes a size such as 5mb, 512kb or 1048576 (got '${String(value)}')`);
  return Math.floor(Number(m[1]) * unit);
}

export function readServeOptions(raw: Record<string, unknown>): ServeOptions {
  // more workers than cores answer no faster and each holds its own engine (8 on 2 cores: 427 MB)
  const workers = capConcurrency(raw.workers === undefined ? undefined : wholeNumber(raw.workers, '--workers', 1), undefined, '--workers');
  return {
    host: String(raw.host),
    port: wholeNumber(raw.port, '--port', 0, 65_535),
    reference: raw.reference as string | undefined,
    workers: workers?.value,
    keysFile: raw.apiKeysFile as string | undefined,
    auth: raw.auth !== false,
    maxItems: wholeNumber(raw.maxItems, '--max-items', 1),
    maxBodyBytes: parseSize(raw.maxBody, '--max-body'),
    rateLimitPerMinute: raw.rateLimit === undefined ? 0 : wholeNumber(raw.rateLimit, '--rate-limit', 1),
    requestTimeoutMs: seconds(raw.requestTimeout, '--request-timeout'),
    shutdownTimeoutMs: seconds(raw.shutdownTimeout, '--shutdown-timeout'),
    logAddresses: Boolean(raw.logAddresses),
    notes: workers?.note ? [workers.note] : [],
  };
}

/** Keys no client could send, or not the same way from every client, as `Authorization: Bearer <key>` (bearerKeyFault). */
function checkTokens(keys: readonly string[], source: string): string[] {
  const bad = keys.findIndex((k) => bearerKeyFault(k) !== undefined);
  if (bad >= 0) {
    throw new CliError(
      `key ${bad + 1} of ${source} holds white space, a control character or a character outside ASCII: no client could be relied on to send it in Authorization: Bearer <key>`,
      'keys are printable ASCII without spaces (e.g. openssl rand -hex 24)',
    );
  }
  return [...keys];
}

/** The keys from env USADDR_API_KEYS and --api-keys-file together (the message never shows a key). */
export function loadKeys(env: NodeJS.ProcessEnv, keysFile: string | undefined): string[] {
  const keys = checkTokens(keysFromEnv(env.USADDR_API_KEYS), 'USADDR_API_KEYS');
  if (keysFile !== undefined) {
    let fromFile: string[];
    try {
      fromFile = readKeysFile(keysFile);
    } catch (err) {
      throw new CliError(`cannot read --api-keys-file ${keysFile}: ${fsErrorText(err)}`);
    }
    keys.push(...checkTokens(fromFile, `--api-keys-file ${keysFile}`));
  }
  return keys;
}
