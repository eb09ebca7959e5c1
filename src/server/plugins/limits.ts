// Per-key rate limit (@fastify/rate-limit, in this replica's memory) and the request timeout (503).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, errorBody } from '../errors.js';

export interface LimitsOptions {
  /** requests per minute per key; 0 = off */
  rateLimitPerMinute: number;
  requestTimeoutMs: number;
}

async function limitsPlugin(app: FastifyInstance, opts: LimitsOptions): Promise<void> {
  if (opts.rateLimitPerMinute > 0) {
    await app.register(rateLimit, {
      global: true,
      max: opts.rateLimitPerMinute,
      timeWindow: 60_000,
      enableDraftSpec: true,
      // counted per key (auth ran first and set clientId); public routes and 404s are never limited
      keyGenerator: (request) => request.clientId ?? request.ip,
      allowList: (request) => request.is404 || request.routeOptions.config.public === true,
      errorResponseBuilder: (_request, context) =>
        new ApiError(429, 'RATE_LIMITED', `rate limit of ${context.max} requests per minute per key exceeded; retry in ${context.after}`),
    });
  }

  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      void reply.code(503).send(errorBody('TIMEOUT', `request ran past the ${opts.requestTimeoutMs} ms request timeout`));
    }, opts.requestTimeoutMs);
    timer.unref();
    request.raw.once('close', () => clearTimeout(timer));
    reply.raw.once('finish', () => clearTimeout(timer));
  });
}

export const limitsPluginFp = fp(limitsPlugin, { name: 'usaddr-limits', fastify: '5.x', dependencies: ['usaddr-auth'] });
