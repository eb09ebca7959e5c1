// Any input encoding → a stream of UTF-8 byte chunks for the readers (which all split on ASCII
// bytes). UTF-8 input passes through untouched, watched for invalid bytes; the others are transcoded.
import { decideEncoding, SNIFF_BYTES, textDecoderFor, type EncodingChoice, type EncodingDecision } from './text-encoding.js';
import { Utf8Watch } from './utf8-check.js';

export interface Utf8Source {
  decision: EncodingDecision;
  /** the first bytes as UTF-8 (for format and delimiter sniffing) */
  head: Buffer;
  /** every chunk including the head, in order, as UTF-8 */
  chunks: AsyncIterable<Buffer>;
  /** invalid bytes seen so far (UTF-8 input only), as offsets into the chunks' bytes */
  watch?: Utf8Watch;
}

/** `onBytes` counts raw input bytes for progress. */
export async function utf8Source(source: AsyncIterable<Uint8Array>, choice: EncodingChoice, onBytes: (n: number) => void): Promise<Utf8Source> {
  const it = source[Symbol.asyncIterator]();
  const parts: Buffer[] = [];
  let size = 0;
  let ended = false;
  while (size < SNIFF_BYTES) {
    const r = await it.next();
    if (r.done) {
      ended = true;
      break;
    }
    const b = Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
    parts.push(b);
    size += b.length;
  }
  const rawHead = Buffer.concat(parts);
  const decision = decideEncoding(rawHead, choice, ended);
  const body = rawHead.subarray(decision.bomLength);

  async function* rest(): AsyncGenerator<Buffer> {
    if (ended) return;
    for (let r = await it.next(); !r.done; r = await it.next()) {
      onBytes(r.value.length);
      yield Buffer.isBuffer(r.value) ? r.value : Buffer.from(r.value.buffer, r.value.byteOffset, r.value.byteLength);
    }
  }

  if (decision.encoding === 'utf8') {
    const watch = new Utf8Watch();
    async function* chunks(): AsyncGenerator<Buffer> {
      onBytes(rawHead.length);
      let prev: Buffer | undefined = body;
      for await (const b of rest()) {
        watch.push(prev, false);
        yield prev;
        prev = b;
      }
      watch.push(prev, true);
      yield prev;
    }
    return { decision, head: body, chunks: chunks(), watch };
  }

  const decoder = textDecoderFor(decision.encoding);
  const head = Buffer.from(decoder.decode(body, { stream: true }), 'utf8');
  async function* transcoded(): AsyncGenerator<Buffer> {
    onBytes(rawHead.length);
    if (head.length > 0) yield head;
    for await (const b of rest()) {
      const t = decoder.decode(b, { stream: true });
      if (t.length > 0) yield Buffer.from(t, 'utf8');
    }
    const t = decoder.decode();
    if (t.length > 0) yield Buffer.from(t, 'utf8');
  }
  return { decision, head, chunks: transcoded(), watch: undefined };
}
