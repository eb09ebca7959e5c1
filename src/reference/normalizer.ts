// The one normalizer reference records go through: the same one queries use (engine/normalize).
import type { RecordNormalizer } from '../engine/reference/index.js';
import { createNormalizer } from '../engine/normalize/index.js';
import { loadTables } from '../data/load.js';

let shared: RecordNormalizer | undefined;

export function referenceNormalizer(): RecordNormalizer {
  shared ??= createNormalizer(loadTables());
  return shared;
}
