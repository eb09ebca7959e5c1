// Starts buildServer over the real worker pool on 127.0.0.1, port 0, and checks responses against
// the OpenAPI document the server itself serves. Every server a test starts, the test stops.
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv2020 from 'ajv/dist/2020.js';
import type { FastifyInstance } from 'fastify';
import { ROOT } from '../helpers/cli.js';
import type * as BuildModule from '../../src/server/build.js';
import type * as KeysModule from '../../src/server/keys.js';
import type * as LocalModule from '../../src/service/local.js';
import type { ServerOptions } from '../../src/server/options.js';
import type { LookupService, NearEngine } from '../../src/service/lookup-service.js';

// the lookup workers run built code (dist/service/worker.js), so the server is tested from the build too
const dist = <T>(path: string): Promise<T> => import(`${ROOT}dist/${path}`) as Promise<T>;
const { buildServer } = await dist<typeof BuildModule>('server/build.js');
export const { KeySet } = await dist<typeof KeysModule>('server/keys.js');
const { createLocalService } = await dist<typeof LocalModule>('service/local.js');

export const KEY = 'test-key-0123456789';

/** usaddr serve's flag defaults (src/cli/spec/serve.ts) */
const DEFAULT_LIMITS = { maxItems: 1000, maxBodyBytes: 5 * 1024 * 1024, rateLimitPerMinute: 0, requestTimeoutMs: 30_000 };

export interface Running {
  base: string;
  app: FastifyInstance;
  options: ServerOptions;
  stop(): Promise<void>;
}

/** `wrap`: what the server sees of the pool (e.g. only lookupBulk); the pool itself is still closed on stop. */
export async function startServer(overrides: Partial<ServerOptions> & { reference?: string; wrap?: (pool: LookupService & NearEngine) => ServerOptions['service'] } = {}): Promise<Running> {
  const made = await createLocalService({ concurrency: 1, reference: overrides.reference });
  if (!made.ok) throw new Error(made.message);
  const options: ServerOptions = {
    service: overrides.wrap ? overrides.wrap(made.service) : made.service,
    keys: new KeySet([KEY]),
    ...DEFAULT_LIMITS,
    logAddresses: false,
    version: 'test',
    ...overrides,
  };
  const app = await buildServer(options);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  let stopped = false;
  return {
    base: `http://127.0.0.1:${port}`,
    app,
    options,
    async stop() {
      if (stopped) return;
      stopped = true;
      await app.close();
      await made.service.close();
    },
  };
}

export const auth = (key = KEY): Record<string, string> => ({ authorization: `Bearer ${key}`, 'content-type': 'application/json' });

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  body: unknown;
}

export async function call(base: string, method: string, path: string, init: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const r = await fetch(base + path, { method, headers: init.headers, body: init.body });
  const text = await r.text();
  let body: unknown = text;
  if ((r.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(text);
  return { status: r.status, headers: r.headers, text, body };
}

type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown>; headers?: Record<string, { schema: { type: string } }> }> }>> };

/** The served document, checked as OpenAPI 3.1, and an ajv that checks an answer against its own path, method and status. */
export async function openapiChecker(base: string): Promise<{ doc: Doc; valid: boolean; errors: unknown; check(path: string, method: string, a: Answer): void }> {
  const doc = (await (await fetch(`${base}/v1/openapi.json`)).json()) as Doc;
  const validator = new Validator();
  const res = await validator.validate(structuredClone(doc));
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
  const esc = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');
  return {
    doc,
    valid: res.valid,
    errors: res.errors,
    check(path, method, a) {
      const op = doc.paths[path]?.[method.toLowerCase()];
      // an unknown route or a wrong method answers in the error body the document defines
      const ptr = op
        ? `openapi#/paths/${esc(path)}/${method.toLowerCase()}/responses/${a.status}/content/application~1json/schema`
        : 'openapi#/components/schemas/ApiError';
      if (op && !op.responses[String(a.status)]) throw new Error(`${method} ${path}: status ${a.status} is not in the OpenAPI document`);
      const validate = ajv.getSchema(ptr);
      if (!validate) throw new Error(`no schema at ${ptr}`);
      if (!validate(a.body)) throw new Error(`${method} ${path} ${a.status}: answer does not match the document: ${ajv.errorsText(validate.errors)}`);
      // the headers the document promises for this status are there, integers as integers
      for (const [name, h] of Object.entries(op?.responses[String(a.status)]?.headers ?? {})) {
        const v = a.headers.get(name);
        if (v === null || (h.schema.type === 'integer' && !/^\d+$/.test(v))) throw new Error(`${method} ${path} ${a.status}: header ${name} is ${v}, the document says ${h.schema.type}`);
      }
    },
  };
}
