// The composition root: every plugin of the server, in order. buildServer builds; the CLI listens.
import { createHash, randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { Metrics } from './metrics.js';
import type { ServerOptions } from './options.js';
import { authPluginFp } from './plugins/auth.js';
import { contentCodingPluginFp } from './plugins/content-coding.js';
import { clientErrorHandler, errorBodyPluginFp } from './plugins/error-body.js';
import { limitsPluginFp } from './plugins/limits.js';
import { observePluginFp } from './plugins/observe.js';
import { openapiPluginFp } from './plugins/openapi.js';
import { autocompleteRoutes } from './routes/autocomplete.js';
import { demoRoutes } from './routes/demo.js';
import { lookupBulkRoutes } from './routes/lookup-bulk.js';
import { operationsRoutes } from './routes/operations.js';
import { watchService } from './watch-service.js';

/** What the rate limiter counts against: a digest, so the key itself is held nowhere else. */
const keyId = (key: string): string => `key:${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;

/**
 * A client that stalls in its headers holds a socket: Node's own limit (60 s, checked every 30 s: ~89 s
 * seen) is far longer than any real client needs. (A stalled body meets requestTimeoutMs in limits.ts.)
 */
function slowHeaders(options: ServerOptions): { headersTimeout: number; connectionsCheckingInterval: number } {
  const headersTimeout = options.headersTimeoutMs ?? 15_000;
  return { headersTimeout, connectionsCheckingInterval: Math.min(1_000, Math.max(10, headersTimeout >> 2)) };
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    http: slowHeaders(options),
    logger: options.logStream
      ? { level: 'info', stream: options.logStream, redact: { paths: ['req.headers.authorization', 'headers.authorization'], censor: '[redacted]' } }
      : false,
    // fastify's own request lines would carry the URL's query (address text): observe.ts writes ours
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'request_id' }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: options.maxBodyBytes,
    // shutdown's 503s come from limits.ts in the error body (fastify's own has another shape)
    return503OnClosing: false,
    // a body with a "__proto__" or "constructor.prototype" key is valid JSON: those keys are dropped (unknown fields are ignored), not a 400
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // malformed HTTP, headers too large or too slow: answered in the one error body too
    clientErrorHandler,
    ajv: { customOptions: { coerceTypes: true, allErrors: false } },
  });
  // JSON only: fastify's default text/plain parser would turn a typo'd content type into a 422
  app.removeContentTypeParser('text/plain');
  const metrics = new Metrics();
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const { service, lastError } = watchService(options.service);

  // 1. the document generator first: it records every route registered after it
  await app.register(openapiPluginFp, options);
  // 2. cross-cutting, once at the root: the error body, then auth, then limits (per key, so after auth), content coding, then logs and metrics
  await app.register(errorBodyPluginFp);
  await app.register(authPluginFp, { keys: options.keys, keyId });
  await app.register(limitsPluginFp, { ...options, closing: () => closing });
  await app.register(contentCodingPluginFp);
  await app.register(observePluginFp, { metrics, logAddresses: options.logAddresses });
  // 3. route groups, one plugin each
  await app.register(lookupBulkRoutes, { service, maxItems: options.maxItems, metrics });
  await app.register(autocompleteRoutes, { service });
  await app.register(demoRoutes);
  await app.register(operationsRoutes, {
    metrics,
    version: options.version,
    notReady: () => (closing ? 'shutting down' : lastError()),
  });
  return app;
}
