// Bearer auth on every route but the public ones (ops, the OpenAPI document) and unknown paths (404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';
import type { KeySet } from '../keys.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** no API key needed (probes, metrics, the OpenAPI document, the demo page) */
    public?: boolean;
  }
  interface FastifyRequest {
    /** who the rate limit counts against: a digest of the key, or the client IP with --no-auth */
    clientId?: string;
  }
}

const CHALLENGE = 'Bearer realm="usaddr"';

const unauthorized = (message: string, error?: string): HttpError =>
  new HttpError(401, 'UNAUTHORIZED', message, { 'www-authenticate': error ? `${CHALLENGE}, error="${error}"` : CHALLENGE });

/** The key from `Authorization: Bearer <key>`, or the 401 to answer. */
export function bearerKey(request: FastifyRequest): string | HttpError {
  const header = request.headers.authorization;
  if (header === undefined || header === '') return unauthorized('missing Authorization header: send Authorization: Bearer <key>');
  // Node keeps the first of several and drops the rest: which credential counts must not be a guess
  const sent = request.raw.rawHeaders.filter((name, i) => i % 2 === 0 && name.toLowerCase() === 'authorization').length;
  if (sent > 1) return unauthorized(`${sent} Authorization headers: send exactly one`, 'invalid_request');
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match) return unauthorized('Authorization must use the Bearer scheme: Authorization: Bearer <key>', 'invalid_request');
  return match[1]!;
}

async function authPlugin(app: FastifyInstance, opts: { keys: KeySet | null; keyId: (key: string) => string }): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config.public) return;
    if (opts.keys === null) {
      request.clientId = request.ip;
      return;
    }
    const key = bearerKey(request);
    if (key instanceof HttpError) throw key;
    if (!opts.keys.has(key)) throw unauthorized('API key not recognised', 'invalid_token');
    request.clientId = opts.keyId(key);
  });
}

export const authPluginFp = fp(authPlugin, { name: 'usaddr-auth', fastify: '5.x', dependencies: ['usaddr-error-body'] });
