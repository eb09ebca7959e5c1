// The one request-level error body, its codes and the schema every route's error responses point at.

export const ERROR_SCHEMA_ID = 'ApiError';

export const errorSchema = {
  $id: ERROR_SCHEMA_ID,
  type: 'object',
  description: 'Every request-level error (400, 401, 404, 405, 413, 415, 422, 429, 500, 503) has this body; per-item problems are FAIL items instead.',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: {
          type: 'string',
          enum: [
            'MALFORMED_JSON', 'BAD_REQUEST', 'UNAUTHORIZED', 'NOT_FOUND', 'METHOD_NOT_ALLOWED', 'BODY_TOO_LARGE', 'TOO_MANY_ITEMS',
            'UNSUPPORTED_MEDIA_TYPE', 'INVALID_REQUEST', 'RATE_LIMITED', 'TIMEOUT', 'UNAVAILABLE', 'INTERNAL',
          ],
        },
        message: { type: 'string' },
      },
    },
  },
} as const;

export type ErrorCode = (typeof errorSchema)['properties']['error']['properties']['code']['enum'][number];

/** Thrown by handlers and hooks; the error handler turns it into the error body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const errorBody = (code: ErrorCode, message: string): { error: { code: ErrorCode; message: string } } => ({ error: { code, message } });

const integer = (description: string) => ({ type: 'integer', description }) as const;

/** The headers that come with an error status, for the document. */
const ERROR_HEADERS: Record<number, Record<string, { type: string; description: string }>> = {
  401: { 'www-authenticate': { type: 'string', description: 'Bearer realm="usaddr", with error="invalid_request" or "invalid_token" when a header was sent' } },
  429: {
    'retry-after': integer('seconds until the key may send again'),
    'ratelimit-limit': integer('requests per minute per key on this replica'),
    'ratelimit-remaining': integer('requests left in the window'),
    'ratelimit-reset': integer('seconds until the window resets'),
  },
};

/** `{ 400: ref, 401: ref, … }` for a route's response schema. */
export function errorResponses(statuses: readonly number[]): Record<number, { $ref: string; description: string; headers?: object }> {
  return Object.fromEntries(statuses.map((s) => [s, { $ref: `${ERROR_SCHEMA_ID}#`, description: ERROR_MEANING[s] ?? 'error', ...(ERROR_HEADERS[s] ? { headers: ERROR_HEADERS[s] } : {}) }]));
}

const ERROR_MEANING: Record<number, string> = {
  400: 'MALFORMED_JSON: the body is not JSON, or is empty (or BAD_REQUEST: a request that is not valid HTTP, or a bad header)',
  401: 'UNAUTHORIZED: no Authorization header, not the Bearer scheme, or a key not recognised (WWW-Authenticate: Bearer)',
  404: 'NOT_FOUND: no such route',
  405: 'METHOD_NOT_ALLOWED: the route exists for other methods (Allow lists them)',
  413: 'BODY_TOO_LARGE: the body is over the byte limit, or TOO_MANY_ITEMS: more items than the item limit',
  415: 'UNSUPPORTED_MEDIA_TYPE: the body is not application/json, or has a Content-Encoding (send it uncompressed)',
  422: 'INVALID_REQUEST: the body does not match the schema; the message names the field path',
  429: 'RATE_LIMITED: over the per-key rate limit of this replica (Retry-After, RateLimit-* headers)',
  500: 'INTERNAL: a fault in the server (logged; never expected)',
  503: 'TIMEOUT: the request ran past the request timeout, or UNAVAILABLE: the lookup workers are down or the server is shutting down',
};
