// One log line and the metrics for every response. Never the key; address text only with --log-addresses.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Metrics } from '../metrics.js';

export interface ObserveOptions {
  metrics: Metrics;
  logAddresses: boolean;
}

async function observePlugin(app: FastifyInstance, opts: ObserveOptions): Promise<void> {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
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
  });
}

export const observePluginFp = fp(observePlugin, { name: 'usaddr-observe', fastify: '5.x' });
