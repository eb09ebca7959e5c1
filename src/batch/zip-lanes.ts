// Which worker ("lane") a row goes to: the same ZIP (or city, when no ZIP is given) always to the
// same one, so each worker builds and keeps the engine's per-ZIP caches for its own half only.
import type { LookupRequest } from '../wire/types.js';

/** A chunk whose biggest lane would hold more than this many times its fair share goes whole to one worker. */
export const MAX_LANE_SKEW = 1.5;
/** Keys remembered; past this the table starts over (a key then costs a cache warm-up once more). */
const MAX_KEYS = 100_000;

const TRAILING_ZIP = /(\d{5})(?:-\d{4})?\W*$/;

/** The ZIP the row names (five digits), else its city and state, else ''. */
export function laneKey(req: LookupRequest | undefined): string {
  if (!req) return '';
  const zip = req.zip_code;
  if (zip) {
    const digits = zip.trim().slice(0, 5);
    if (digits.length === 5) return digits;
  }
  if (req.full_address) return TRAILING_ZIP.exec(req.full_address)?.[1] ?? '';
  const city = req.city?.trim();
  return city ? `${city.toUpperCase()}|${(req.state ?? '').trim().toUpperCase()}` : '';
}

export class ZipLanes {
  private readonly laneOfKey = new Map<string, number>();
  /** rows sent to each lane so far: a new key joins the lightest lane, which keeps the lanes even */
  private readonly load: number[];

  constructor(readonly lanes: number) {
    this.load = new Array<number>(lanes).fill(0);
  }

  /** Per row, its lane; null when the chunk would lean too far on one worker (e.g. a file sorted by ZIP). */
  assign(keys: readonly string[]): Uint8Array | null {
    const out = new Uint8Array(keys.length);
    const counts = new Array<number>(this.lanes).fill(0);
    for (let i = 0; i < keys.length; i++) {
      const lane = this.laneFor(keys[i]!, counts);
      out[i] = lane;
      counts[lane]! += 1;
    }
    if (Math.max(...counts) > (MAX_LANE_SKEW * keys.length) / this.lanes) return null;
    for (let l = 0; l < this.lanes; l++) this.load[l]! += counts[l]!;
    return out;
  }

  /** `counts`: this chunk's rows per lane so far, so that the new keys of one chunk spread too. */
  private laneFor(key: string, counts: readonly number[]): number {
    let lane = this.laneOfKey.get(key);
    if (lane === undefined) {
      if (this.laneOfKey.size >= MAX_KEYS) this.laneOfKey.clear();
      lane = 0;
      for (let l = 1; l < this.lanes; l++) if (this.load[l]! + counts[l]! < this.load[lane]! + counts[lane]!) lane = l;
      this.laneOfKey.set(key, lane);
    }
    return lane;
  }
}
