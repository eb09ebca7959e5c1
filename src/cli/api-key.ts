// --api-key / USADDR_API_KEY as it goes into `Authorization: Bearer <key>`. A key read from a file or a
// Secret often ends in a line break, which no HTTP header may carry: every request would fail, retried.
import { CliError } from './errors.js';

/** The key without surrounding white space; undefined when blank. The message never shows the key. */
export function apiKeyOption(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim();
  if (key === '') return undefined;
  if (/[\u0000-\u001f\u007f]/.test(key)) throw new CliError('--api-key (or USADDR_API_KEY) holds a control character or a line break inside it', 'a key is one line of printable text');
  // (HTTP clients send other characters as different bytes: curl UTF-8, Node Latin-1, so the server may see another key)
  if (/[^\u0020-\u007e]/.test(key)) throw new CliError('--api-key (or USADDR_API_KEY) holds a character outside ASCII', 'API keys are printable ASCII; check the key was copied whole and unchanged');
  return key;
}
