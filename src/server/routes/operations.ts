// Ops routes, public (no key, no rate limit): liveness, readiness, Prometheus metrics, the OpenAPI document.
import type { FastifyInstance } from 'fastify';
import { HttpError, errorResponses } from '../errors.js';
import type { Metrics } from '../metrics.js';

export interface OperationsOptions {
  metrics: Metrics;
  /** why the server is not ready ('' = ready): shutting down, or the last lookup found no worker */
  notReady: () => string;
  version: string;
}

const statusBody = { type: 'object', required: ['status'], properties: { status: { type: 'string' }, version: { type: 'string' } } } as const;

export async function operationsRoutes(app: FastifyInstance, opts: OperationsOptions): Promise<void> {
  const config = { public: true, rateLimit: false } as const;

  app.get('/healthz', {
    config,
    schema: { summary: 'Liveness: the process answers', tags: ['operations'], security: [], response: { 200: statusBody } },
    handler: async () => ({ status: 'ok', version: opts.version }),
  });

  app.get('/readyz', {
    config,
    schema: {
      summary: 'Readiness: the reference is loaded and the lookup workers answer; 503 while shutting down',
      tags: ['operations'],
      security: [],
      response: { 200: statusBody, ...errorResponses([503]) },
    },
    handler: async () => {
      const why = opts.notReady();
      if (why !== '') throw new HttpError(503, 'UNAVAILABLE', why);
      return { status: 'ready', version: opts.version };
    },
  });

  app.get('/metrics', {
    config,
    schema: {
      summary: 'Prometheus text: requests by route and status, items by lookup_status, a latency histogram',
      tags: ['operations'],
      security: [],
      produces: ['text/plain'],
      response: { 200: { type: 'string', description: 'Prometheus text exposition format 0.0.4' } },
    },
    handler: async (_request, reply) => {
      void reply.type('text/plain; version=0.0.4; charset=utf-8');
      return opts.metrics.text();
    },
  });

  app.get('/v1/openapi.json', {
    config,
    schema: {
      summary: 'This document: OpenAPI 3.1, generated from the route schemas',
      tags: ['operations'],
      security: [],
      response: { 200: { type: 'object', additionalProperties: true } },
    },
    handler: async () => app.swagger(),
  });
}
