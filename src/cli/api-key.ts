// --api-key / USADDR_API_KEY as it goes into `Authorization: Bearer <key>`. A key read from a file or a
// Secret often ends in a line break, which no HTTP header may carry: every request would fail, retried.
import { CliError } from './errors.js';

/**
 * What keeps a key from being sent, the same by every client, as `Authorization: Bearer <key>`: a control character
 * or line break, white space (the token ends there), or a character outside ASCII (curl sends é as two UTF-8 bytes,
 * Node as one Latin-1 byte); undefined when nothing does. serve holds its keys to the same.
 */
export function bearerKeyFault(key: string): 'control' | 'space' | 'non-ascii' | undefined {
  if (/[\u0000-\u001f\u007f]/.test(key)) return 'control';
  if (/[^\u0000-\u007e]/.test(key)) return 'non-ascii';
  return key.includes(' ') ? 'space' : undefined;
}

/** The key without surrounding white space; undefined when blank. The message never shows the key. */
export function apiKeyOption(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const key = value.trim();
  if (key === '') return undefined;
  const fault = bearerKeyFault(key);
  if (fault === 'control') throw new CliError('--api-key (or USADDR_API_KEY) holds a control character or a line break inside it', 'a key is one line of printable text');
  if (fault === 'non-ascii') throw new CliError('--api-key (or USADDR_API_KEY) holds a character outside ASCII', 'API keys are printable ASCII; check the key was copied whole and unchanged');
  return key;
}
