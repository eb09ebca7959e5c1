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

/**
 * Text read as NDJSON whose first line shows it is not one object per line: pretty-printed objects (a line
 * holding `{` alone, as `jq .` writes them) or a JSON array (`[` opening a line that is no whole value).
 */
export function notOneObjectPerLine(head: string): 'multiline' | 'array' | undefined {
  const text = head.trimStart();
  const nl = text.search(/[\r\n]/);
  const line = (nl === -1 ? text : text.slice(0, nl)).trim();
  if (line === '{') return 'multiline';
  if (line.startsWith('[') && !isJson(line)) return 'array';
  return undefined;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
