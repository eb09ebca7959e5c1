// --encoding: utf8, latin1 (as windows-1252, which spreadsheets write), utf16le, or auto (a BOM, else
// UTF-16LE's alternating NULs, else the first 64 KiB: valid UTF-8 → utf8, where a later bad byte fails only
// its own row; else latin1).
import { isUtf8 } from 'node:buffer';
import { incompleteTail } from './utf8-check.js';

export const ENCODINGS = ['auto', 'utf8', 'latin1', 'utf16le'] as const;
export type EncodingChoice = (typeof ENCODINGS)[number];
export type Encoding = Exclude<EncodingChoice, 'auto'>;

/** Bytes read before deciding in auto mode. */
export const SNIFF_BYTES = 64 * 1024;

export interface EncodingDecision {
  encoding: Encoding;
  bomLength: number;
  /** one line for stderr: what was decided and why */
  reason: string;
}

export function bomOf(head: Uint8Array): { encoding: Encoding; length: number } | undefined {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf8', length: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf16le', length: 2 };
  return undefined;
}

export function decideEncoding(head: Uint8Array, choice: EncodingChoice, ended: boolean): EncodingDecision {
  const bom = bomOf(head);
  if (choice !== 'auto') {
    const bomLength = bom && bom.encoding === choice ? bom.length : 0;
    return { encoding: choice, bomLength, reason: `encoding: ${choice} (--encoding)` };
  }
  if (bom) return { encoding: bom.encoding, bomLength: bom.length, reason: `encoding: ${bom.encoding} (auto: byte-order mark)` };
  if (looksUtf16le(head)) return { encoding: 'utf16le', bomLength: 0, reason: 'encoding: utf16le (auto: no byte-order mark, but NUL bytes alternate with text as UTF-16LE writes them)' };
  const body = ended ? head : head.subarray(0, head.length - incompleteTail(head));
  if (isUtf8(body)) {
    if (ended) return { encoding: 'utf8', bomLength: 0, reason: 'encoding: utf8 (auto: the input is valid UTF-8)' };
    return { encoding: 'utf8', bomLength: 0, reason: `encoding: utf8 (auto: the first ${kib(head.length)} are valid UTF-8; a later invalid byte fails only its row — use --encoding latin1 if the file is Latin-1)` };
  }
  return { encoding: 'latin1', bomLength: 0, reason: `encoding: latin1 (auto: invalid UTF-8 in the first ${kib(head.length)}; read as Windows-1252)` };
}

/**
 * UTF-16LE without a byte-order mark: text has no NUL bytes, while UTF-16LE puts one after every ASCII character.
 * (Read as UTF-8 it is valid, and its NUL-studded names would still map.) Judged on the first 4 KiB.
 */
function looksUtf16le(head: Uint8Array): boolean {
  const n = Math.min(head.length, 4096) & ~1;
  if (n < 4) return false;
  let oddZeros = 0;
  let evenZeros = 0;
  for (let i = 0; i < n; i += 2) {
    if (head[i] === 0) evenZeros++;
    if (head[i + 1] === 0) oddZeros++;
  }
  const pairs = n / 2;
  return oddZeros >= pairs * 0.5 && evenZeros <= pairs * 0.05;
}

function kib(n: number): string {
  return n >= 1024 ? `${Math.round(n / 1024)} KiB` : `${n} bytes`;
}

/** The decoder that turns a non-UTF-8 input into text (WHATWG 'latin1' is windows-1252). */
export function textDecoderFor(encoding: Exclude<Encoding, "utf8">): InstanceType<typeof TextDecoder> {
  return new TextDecoder(encoding === 'latin1' ? 'windows-1252' : 'utf-16le');
}
