// Per-key rate limit (@fastify/rate-limit, in this replica's memory) and the request timeout (503).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, errorBody } from '../errors.js';

export interface LimitsOptions {
  /** requests per minute per key; 0 = off */
  rateLimitPerMinute: number;
  requestTimeoutMs: number;
  /** true once shutdown began: API requests are shed with 503 (the probes still answer) */
  closing: () => boolean;
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
        new HttpError(429, 'RATE_LIMITED', `rate limit of ${context.max} requests per minute per key exceeded; retry in ${context.after}`),
    });
  }

  // a keep-alive connection busy when shutdown began closes after its answer, so close() need not wait for it to idle out
  app.addHook('onSend', async (_request, reply) => {
    if (opts.closing()) void reply.header('connection', 'close');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (opts.closing() && !request.routeOptions.config.public) {
      void reply.header('connection', 'close');
      throw new HttpError(503, 'UNAVAILABLE', 'the server is shutting down; retry on another replica');
    }
    const timer = setTimeout(() => {
      if (reply.sent) return;
      // the connection closes after it: a body still arriving would otherwise hold the socket until keep-alive ends
      void reply.code(503).header('connection', 'close').send(errorBody('TIMEOUT', `request ran past the ${opts.requestTimeoutMs} ms request timeout`));
    }, opts.requestTimeoutMs);
    timer.unref();
    // the response's close: sent or the client gone (the request's own close fires once its body is read)
    reply.raw.once('close', () => clearTimeout(timer));
  });
}

export const limitsPluginFp = fp(limitsPlugin, { name: 'usaddr-limits', fastify: '5.x', dependencies: ['usaddr-auth'] });
