// GET / and /demo/*: the demo address form, plain files shipped in src/server/static (no build step).
// Public like the ops routes: the page asks for a key and sends it with each API call.
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

const STATIC_DIR = new URL('../../../src/server/static/', import.meta.url);

const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/demo/app.js': { file: 'app.js', type: 'text/javascript; charset=utf-8' },
  '/demo/style.css': { file: 'style.css', type: 'text/css; charset=utf-8' },
};

export async function demoRoutes(app: FastifyInstance): Promise<void> {
  const config = { public: true, rateLimit: false } as const;
  for (const [path, { file, type }] of Object.entries(FILES)) {
    // read once at start-up: three small files, served from memory
    const body = readFileSync(new URL(file, STATIC_DIR));
    app.get(path, {
      config,
      schema: { hide: true },
      handler: async (_request, reply) =>
        reply
          .type(type)
          // the page loads nothing from elsewhere and talks only to this server
          .header('content-security-policy', "default-src 'self'; style-src 'self'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'")
          .header('x-content-type-options', 'nosniff')
          .send(body),
    });
  }
}
