// Input format from --input-format, else the file extension, else the first character of the text.
import { extname } from 'node:path';

export type InputFormat = 'csv' | 'json' | 'ndjson';

const BY_EXTENSION: Record<string, InputFormat> = {
  '.csv': 'csv', '.tsv': 'csv', '.psv': 'csv', '.txt': 'csv', '.tab': 'csv',
  '.json': 'json', '.ndjson': 'ndjson', '.jsonl': 'ndjson',
};

export function formatFromPath(path: string): InputFormat | undefined {
  return path === '-' ? undefined : BY_EXTENSION[extname(path).toLowerCase()];
}

/** '[' opens a JSON array, '{' an NDJSON line; anything else is CSV. A .json file of lines is NDJSON. */
export function formatFromText(head: string, declared: InputFormat | undefined): InputFormat {
  const first = head.trimStart()[0];
  if (declared === 'json' && first === '{') return 'ndjson';
  if (declared) return declared;
  if (first === '[') return 'json';
  if (first === '{') return 'ndjson';
  return 'csv';
}
