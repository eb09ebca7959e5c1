// @fastify/swagger turns the route schemas into the OpenAPI 3.1 document: the schemas are the only copy.
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function openapiPlugin(app: FastifyInstance, opts: { version: string; maxItems: number; maxBodyBytes: number; rateLimitPerMinute: number; requestTimeoutMs: number }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'usaddr Address Lookup API',
        version: opts.version,
        description:
          'Address Lookup API v1: verify and standardize US postal addresses. ' +
          `Limits of this server: ${opts.maxItems} items per bulk request, ${opts.maxBodyBytes} bytes per body, ` +
          `${opts.rateLimitPerMinute > 0 ? `${opts.rateLimitPerMinute} requests per minute per key per replica` : 'no rate limit'}, ` +
          `${opts.requestTimeoutMs} ms per request (then 503 TIMEOUT). Every request-level error has the body {"error":{"code","message"}}.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Authorization: Bearer <API key>' } } },
      security: [{ bearer: [] }],
      tags: [
        { name: 'lookup', description: 'Address lookups (API key needed)' },
        { name: 'operations', description: 'Probes, metrics and this document (public)' },
      ],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
}

export const openapiPluginFp = fp(openapiPlugin, { name: 'usaddr-openapi', fastify: '5.x' });
