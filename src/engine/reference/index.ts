// The reference index: build in memory, query, and (de)serialize. Pure: callers bring the bytes.
export { IndexBuilder, placeholderNumber, type BuilderOptions } from './builder.js';
export { PackedIndex, zipNumber, zipText } from './packed-index.js';
export { serializeIndex, deserializeIndex, IndexFormatError, type Digest, type IndexFormatErrorCode } from './serialize.js';
export { FORMAT_VERSION } from './format-version.js';
export { NOTE_MESSAGES, REJECT_MESSAGES } from './records.js';
export type { AcceptNote, AddResult, PointRecord, RangeRecord, RecordNormalizer, RejectReason, StreetParts, ZipRecord } from './records.js';
export type * from './types.js';
