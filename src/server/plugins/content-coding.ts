// Request bodies are read as sent: fastify decodes no Content-Encoding, so a gzip body would be
// called malformed JSON, and a plain body labelled gzip would be read anyway. Either is a 415. So is a
// charset other than UTF-8: the body would be read as UTF-8 all the same (JSON is UTF-8, RFC 8259).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors.js';

async function contentCodingPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('preParsing', async (request) => {
    if (!request.routeOptions.schema?.body) return;
    const coding = request.headers['content-encoding']?.trim().toLowerCase();
    if (coding !== undefined && coding !== '' && coding !== 'identity') {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Encoding '${coding.slice(0, 40)}' is not supported: send the body uncompressed (identity)`, { 'accept-encoding': 'identity' });
    }
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `charset '${charset.slice(0, 40)}' is not supported: send the body as UTF-8`);
    }
  });
}

export const contentCodingPluginFp = fp(contentCodingPlugin, { name: 'usaddr-content-coding', fastify: '5.x', dependencies: ['usaddr-error-body'] });
