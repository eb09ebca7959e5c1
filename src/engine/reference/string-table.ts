// Strings of an index: interned while building, decoded lazily (and cached) when reading.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** UTF-8 bytes of s; -1 when it holds a surrogate (joined strings could pair them differently). */
function utf8Length(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) continue;
    if (c >= 0xd800 && c <= 0xdfff) return -1;
    n += c < 0x800 ? 1 : 2;
  }
  return n;
}

/** Gives every distinct string one id; id 0 is always ''. */
export class StringPool {
  private readonly ids = new Map<string, number>([['', 0]]);
  private readonly list: string[] = [''];

  id(s: string): number {
    let id = this.ids.get(s);
    if (id === undefined) {
      id = this.list.length;
      this.ids.set(s, id);
      this.list.push(s);
    }
    return id;
  }

  get(id: number): string {
    return this.list[id] ?? '';
  }

  get size(): number {
    return this.list.length;
  }

  /** the table as UTF-8 bytes plus offsets */
  encode(): { offsets: Uint32Array; bytes: Uint8Array } {
    // one encode of all strings; each one's byte length counted here (per-string encodes: ~40 ms)
    const offsets = new Uint32Array(this.list.length + 1);
    let total = 0;
    for (let i = 0; i < this.list.length; i++) {
      offsets[i] = total;
      const n = utf8Length(this.list[i]!);
      if (n < 0) return this.encodeEach();
      total += n;
    }
    offsets[this.list.length] = total;
    return { offsets, bytes: encoder.encode(this.list.join('')) };
  }

  private encodeEach(): { offsets: Uint32Array; bytes: Uint8Array } {
    const parts = this.list.map((s) => encoder.encode(s));
    const offsets = new Uint32Array(parts.length + 1);
    let total = 0;
    parts.forEach((p, i) => {
      offsets[i] = total;
      total += p.length;
    });
    offsets[parts.length] = total;
    const bytes = new Uint8Array(total);
    parts.forEach((p, i) => bytes.set(p, offsets[i]!));
    return { offsets, bytes };
  }
}

/** Reads strings out of the encoded table, decoding each one at most once. */
export class StringTable {
  private readonly cache: (string | undefined)[];

  constructor(
    private readonly offsets: Uint32Array,
    private readonly bytes: Uint8Array,
  ) {
    this.cache = new Array<string | undefined>(Math.max(0, offsets.length - 1));
  }

  get(id: number): string {
    const hit = this.cache[id];
    if (hit !== undefined) return hit;
    const s = id === 0 ? '' : decoder.decode(this.bytes.subarray(this.offsets[id], this.offsets[id + 1]));
    this.cache[id] = s;
    return s;
  }

  get size(): number {
    return this.offsets.length - 1;
  }
}
