// The one normalizer reference records go through: the same code queries use (engine/normalize).
import type { RecordNormalizer } from '../engine/reference/index.js';
import { buildTables, createNormalizer } from '../engine/normalize/index.js';
import { readTableTexts } from '../data/load.js';

let shared: RecordNormalizer | undefined;

/**
 * Records are bare streets, cities, states and units, never free text, so the tables are built
 * without the known-places list only the free-text parser reads (~80-150 ms of every build);
 * test/reference/normalizer.test.ts holds it to the full normalizer's answers.
 */
export function referenceNormalizer(): RecordNormalizer {
  shared ??= createNormalizer(buildTables(readTableTexts()));
  return shared;
}
