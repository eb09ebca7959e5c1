// The one engine factory: tables + a reference index (a checked index file's bytes, or the embedded
// ZIP default) -> engine. The verify workers, `parse`, `suggest` and the server all build theirs here.
import { loadTables } from '../data/load.js';
import { createEngine, type Engine } from '../engine/index.js';
import { createNormalizer } from '../engine/normalize/index.js';
import { loadEmbeddedReference } from '../reference/embedded.js';
import { indexFromBytes } from '../reference/index-file.js';

export interface EngineSource {
  /** a checked index file's bytes (possibly shared between threads); absent = the embedded default */
  referenceBytes?: Uint8Array;
  /** where those bytes came from, for messages */
  referencePath?: string;
}

export function buildEngine(source: EngineSource = {}): Engine {
  const normalizer = createNormalizer(loadTables());
  const reference = source.referenceBytes ? indexFromBytes(source.referenceBytes, source.referencePath) : loadEmbeddedReference();
  return createEngine({ normalizer, reference });
}
