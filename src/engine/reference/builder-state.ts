// The builder's loose rows: growable columns filled by IndexBuilder, read once by pack.ts.
import type { Growable } from './growable.js';
import type { StringPool } from './string-table.js';

export interface ZipDraft {
  num: number;
  state: number;
  city: number;
  county: number;
  fips: number;
  lat: number;
  lon: number;
  /** other city ids → points using them (0 for an alternate name from the ZIP table); allocated on first use */
  cities: Map<number, number> | undefined;
  districts: Set<number> | undefined;
}

export interface BuilderState {
  strings: StringPool;
  zips: ZipDraft[];
  zipByNum: Map<number, number>;
  /** parts id × 2^17 + ZIP row → street id */
  streetKeys: Map<number, number>;
  stZip: Growable<Uint32ArrayConstructor>;
  /** predir, name, suffix, postdir ids, four per street */
  stParts: Growable<Uint32ArrayConstructor>;
  stCity: Growable<Uint32ArrayConstructor>;
  pt: {
    street: Growable<Uint32ArrayConstructor>;
    num: Growable<Uint32ArrayConstructor>;
    rest: Growable<Uint32ArrayConstructor>;
    zip4: Growable<Uint16ArrayConstructor>;
    unitCount: Growable<Uint16ArrayConstructor>;
    res: Growable<Uint8ArrayConstructor>;
    lat: Growable<Int32ArrayConstructor>;
    lon: Growable<Int32ArrayConstructor>;
    unit: Growable<Uint32ArrayConstructor>;
  };
  rg: {
    street: Growable<Uint32ArrayConstructor>;
    from: Growable<Uint32ArrayConstructor>;
    to: Growable<Uint32ArrayConstructor>;
    zip4: Growable<Uint16ArrayConstructor>;
    parity: Growable<Uint8ArrayConstructor>;
    side: Growable<Uint8ArrayConstructor>;
  };
}
