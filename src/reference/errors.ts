// Typed failures of the fs side: a source that cannot be imported, an index file that cannot be read.

export class SourceError extends Error {
  constructor(
    readonly path: string,
    message: string,
    /** what to do, when the cause says more than the command's hint on source formats */
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}

export type ReferenceFileErrorCode = 'MISSING' | 'UNREADABLE' | 'TRUNCATED' | 'BAD_MAGIC' | 'WRONG_VERSION' | 'BYTE_ORDER' | 'CHECKSUM' | 'CORRUPT';

export class ReferenceFileError extends Error {
  constructor(
    readonly code: ReferenceFileErrorCode,
    readonly path: string,
    message: string,
  ) {
    super(message);
    this.name = 'ReferenceFileError';
  }
}
