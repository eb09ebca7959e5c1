// What buildServer needs: a lookup service that is already up, the keys, and the limits.
import type { Writable } from 'node:stream';
import type { LookupService, NearEngine } from '../service/lookup-service.js';
import type { KeySet } from './keys.js';

/**
 * The server uses only these (autocomplete optional: without it the route answers 503; lookupThen
 * optional: the local pool's, with it the workers serialize the bulk answers themselves).
 */
export type BulkService = Pick<LookupService, 'lookupBulk' | 'close' | 'autocomplete'> & Partial<Pick<NearEngine, 'lookupThen'>>;

export interface ServerOptions {
  service: BulkService;
  /** null = --no-auth: every request is let through */
  keys: KeySet | null;
  /** items per bulk request (413 above it) */
  maxItems: number;
  /** request body bytes (413 above it) */
  maxBodyBytes: number;
  /** requests per minute per key (per IP with --no-auth); 0 = off */
  rateLimitPerMinute: number;
  /** a request still running after this many ms answers 503 */
  requestTimeoutMs: number;
  /** a client must have sent its request headers within this many ms, else 408 and the socket closes (default 15 s; a body that stalls is requestTimeoutMs's) */
  headersTimeoutMs?: number;
  /** log the address text of requests (off: never) */
  logAddresses: boolean;
  /** where pino writes its JSON lines; absent = no logs */
  logStream?: Writable;
  /** what /v1/openapi.json and logs call this build */
  version: string;
}
