// --encoding: utf8, latin1 (as windows-1252, which spreadsheets write), utf16le, or auto (a BOM,
// else the first 64 KiB: valid UTF-8 → utf8, where a later bad byte fails only its own row; else latin1).
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
  const body = ended ? head : head.subarray(0, head.length - incompleteTail(head));
  if (isUtf8(body)) {
    if (ended) return { encoding: 'utf8', bomLength: 0, reason: 'encoding: utf8 (auto: the input is valid UTF-8)' };
    return { encoding: 'utf8', bomLength: 0, reason: `encoding: utf8 (auto: the first ${kib(head.length)} are valid UTF-8; a later invalid byte fails only its row — use --encoding latin1 if the file is Latin-1)` };
  }
  return { encoding: 'latin1', bomLength: 0, reason: `encoding: latin1 (auto: invalid UTF-8 in the first ${kib(head.length)}; read as Windows-1252)` };
}

function kib(n: number): string {
  return n >= 1024 ? `${Math.round(n / 1024)} KiB` : `${n} bytes`;
}

/** The decoder that turns a non-UTF-8 input into text (WHATWG 'latin1' is windows-1252). */
export function textDecoderFor(encoding: Exclude<Encoding, "utf8">): InstanceType<typeof TextDecoder> {
  return new TextDecoder(encoding === 'latin1' ? 'windows-1252' : 'utf-16le');
}
