// POST /v1/addresses/lookup/bulk: the items go to the worker pool as they came; one result per item, in order.
import type { FastifyInstance } from 'fastify';
import type { LookupRequest } from '../../wire/types.js';
import { BULK_JSON_TASK, type BulkJson } from '../bulk-json-task.js';
import { REQUEST_FIELDS, bulkItemSchema, bulkResponseSchema, lookupRequestSchema, lookupResultSchema } from '../bulk-schemas.js';
import { HttpError, errorResponses } from '../errors.js';
import type { BulkService } from '../options.js';
import type { Metrics } from '../metrics.js';

/** Only the known fields cross to the worker: unknown ones (any size, any depth) are ignored, as documented. */
function knownFields(item: LookupRequest): LookupRequest {
  const out: LookupRequest = {};
  for (const f of REQUEST_FIELDS) if (typeof item[f] === 'string') out[f] = item[f];
  return out;
}

/** fastify's own content type for a serialized JSON answer */
const JSON_TYPE = 'application/json; charset=utf-8';

async function unavailableOnError<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw new HttpError(503, 'UNAVAILABLE', `lookup unavailable: ${(err as Error).message}`);
  }
}

export interface BulkRouteOptions {
  service: BulkService;
  maxItems: number;
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** items in a bulk request, for the log line */
    itemCount?: number;
  }
}

export async function lookupBulkRoutes(app: FastifyInstance, opts: BulkRouteOptions): Promise<void> {
  app.addSchema(lookupRequestSchema);
  app.addSchema(lookupResultSchema);
  app.addSchema(bulkItemSchema);

  app.post<{ Body: { items: LookupRequest[] } }>('/v1/addresses/lookup/bulk', {
    schema: {
      summary: 'Verify and standardize up to max-items addresses',
      description: `One result per item, in input order, lookup_index set. An empty items array answers []. At most ${opts.maxItems} items (413 above) and the server's --max-body bytes (413).`,
      tags: ['lookup'],
      body: {
        type: 'object',
        required: ['items'],
        properties: { items: { type: 'array', maxItems: opts.maxItems, items: { $ref: 'LookupRequest#' } } },
      },
      response: {
        200: bulkResponseSchema,
        ...errorResponses([400, 401, 413, 415, 422, 429, 500, 503]),
      },
    },
    handler: async (request, reply) => {
      const items = request.body.items;
      request.itemCount = items.length;
      if (items.length === 0) return [];
      if (opts.service.lookupThen) {
        // the workers serialize by this route's own schema (bulk-json-task.ts): the bytes are sent as they are
        const out = await unavailableOnError(opts.service.lookupThen<undefined, BulkJson>(items.map(knownFields), BULK_JSON_TASK, undefined));
        for (const [status, lookupStatus, n] of out.tally) opts.metrics.item(status, lookupStatus, n);
        if (reply.sent) return reply;
        return reply.type(JSON_TYPE).send(Buffer.from(out.json.buffer, out.json.byteOffset, out.json.byteLength));
      }
      const out = await unavailableOnError(opts.service.lookupBulk(items.map(knownFields)));
      for (const item of out) opts.metrics.item(item.status, item.result?.lookup_status ?? '');
      // the request timeout already answered 503: this late result has nowhere to go
      if (reply.sent) return reply;
      return out;
    },
  });
}
