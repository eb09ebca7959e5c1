// Bytes → text: BOM handling and a Latin-1 fallback (on the first block, or at the first invalid byte), so accented names survive.

export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

/** Which decoder the first bytes call for, and how many BOM bytes to skip. */
export function sniffEncoding(head: Uint8Array): { encoding: TextEncoding; bomLength: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 };
  try {
    // stream: true lets a multi-byte character cut by the chunk boundary pass
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return { encoding: 'utf-8', bomLength: 0 };
  } catch {
    // WHATWG 'latin1' is windows-1252: a superset of ISO-8859-1's printable range
    return { encoding: 'windows-1252', bomLength: 0 };
  }
}

export interface DecodedText {
  /** the encoding in use; a UTF-8 guess turns to windows-1252 at the first invalid byte */
  readonly encoding: TextEncoding;
  chunks: AsyncIterable<string>;
}

/** Decodes a byte stream; `onBytes` counts raw bytes for progress. */
export async function decodeStream(source: AsyncIterable<Uint8Array>, onBytes: (n: number) => void): Promise<DecodedText> {
  const it = source[Symbol.asyncIterator]();
  let first = await it.next();
  // a tiny first read (a pipe) is a poor sample: gather at least 4 KiB before deciding
  let head: Uint8Array = first.done ? new Uint8Array(0) : first.value;
  while (!first.done && head.length < 4096) {
    first = await it.next();
    if (!first.done) head = concat(head, first.value);
  }
  const sniffed = sniffEncoding(head);
  let encoding = sniffed.encoding;
  // without a BOM, UTF-8 is a guess: decode strictly so a later Latin-1 byte switches decoders instead of becoming U+FFFD
  let decoder = new TextDecoder(encoding, { fatal: encoding === 'utf-8' && sniffed.bomLength === 0 });
  const decode = (bytes: Uint8Array, stream: boolean): string => {
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      encoding = 'windows-1252';
      decoder = new TextDecoder(encoding);
      return decoder.decode(bytes, { stream });
    }
  };
  async function* chunks(): AsyncGenerator<string> {
    onBytes(head.length);
    if (head.length > sniffed.bomLength) yield decode(head.subarray(sniffed.bomLength), true);
    if (!first.done) {
      for (let r = await it.next(); !r.done; r = await it.next()) {
        onBytes(r.value.length);
        const text = decode(r.value, true);
        if (text.length > 0) yield text;
      }
    }
    const tail = decode(new Uint8Array(0), false);
    if (tail.length > 0) yield tail;
  }
  return {
    get encoding() {
      return encoding;
    },
    chunks: chunks(),
  };
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a, 0);
  out.set(b, a.length);
  return out;
}
