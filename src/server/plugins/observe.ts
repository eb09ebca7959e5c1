// One log line and the metrics for every response. Never the key; address text only with --log-addresses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../metrics.js';

export interface ObserveOptions {
  metrics: Metrics;
  logAddresses: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** counted in the in-flight gauge until answered or aborted */
    inFlight?: boolean;
  }
}

async function observePlugin(app: FastifyInstance, opts: ObserveOptions): Promise<void> {
  const landed = (request: FastifyRequest): void => {
    if (!request.inFlight) return;
    request.inFlight = false;
    opts.metrics.flight(request.routeOptions.url ?? 'unmatched', -1);
  };
  /** The request's one log line and its count; `status` 499 (as nginx logs it): the client left before the answer. */
  const logged = new WeakSet<FastifyRequest>();
  const done = (request: FastifyRequest, status: number, ms: number): void => {
    landed(request);
    if (logged.has(request)) return;
    logged.add(request);
    const route = request.routeOptions.url ?? 'unmatched';
    opts.metrics.request(request.method, route, status, ms / 1000);
    const line: Record<string, unknown> = {
      method: request.method,
      route,
      status,
      items: request.itemCount,
      duration_ms: Math.round(ms * 100) / 100,
    };
    // the URL's query and the body carry address text: logged only when asked
    if (opts.logAddresses) {
      line.url = request.url;
      const items = (request.body as { items?: unknown } | undefined)?.items;
      if (items !== undefined) line.addresses = items;
    }
    request.log.info(line, 'request');
  };
  app.addHook('onRequest', async (request, reply) => {
    request.inFlight = true;
    opts.metrics.flight(request.routeOptions.url ?? 'unmatched', 1);
    // a client that leaves after sending its whole body gets neither onRequestAbort nor onResponse from fastify
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) done(request, 499, reply.elapsedTime);
    });
  });
  app.addHook('onRequestAbort', async (request) => landed(request));
  app.addHook('onResponse', async (request, reply) => done(request, reply.statusCode, reply.elapsedTime));
}

export const observePluginFp = fp(observePlugin, { name: 'usaddr-observe', fastify: '5.x' });
