// One error handler and one not-found handler: every request-level error leaves in the one body.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, errorBody, errorSchema, type ErrorCode } from '../errors.js';

const METHODS: readonly HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** 422 naming the field path (`body/items/3/city must be string`); too many items is 413. */
function fromValidation(err: FastifyError): HttpError {
  const issue = (err.validation as ValidationIssue[] | undefined)?.[0];
  const where = `${err.validationContext ?? 'body'}${issue?.instancePath ?? ''}`;
  if (issue?.keyword === 'maxItems' && issue.instancePath === '/items') {
    return new HttpError(413, 'TOO_MANY_ITEMS', `${where} holds more than ${String(issue.params.limit)} items; send them in several requests`);
  }
  // ajv says "must have required property 'x'" of the parent: said of the field itself, once
  if (issue?.keyword === 'required') return new HttpError(422, 'INVALID_REQUEST', `${where}/${String(issue.params.missingProperty)} is required`);
  return new HttpError(422, 'INVALID_REQUEST', `${where} ${issue?.message ?? 'is invalid'}`);
}

function classify(err: FastifyError): HttpError {
  if (err instanceof HttpError) return err;
  if (err.validation) return fromValidation(err);
  const status = err.statusCode ?? 500;
  const code: ErrorCode | undefined =
    err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE'
    : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'UNSUPPORTED_MEDIA_TYPE'
    : status === 400 && (err instanceof SyntaxError || /JSON/i.test(err.code ?? '')) ? 'MALFORMED_JSON'
    : status === 413 ? 'BODY_TOO_LARGE'
    : status === 429 ? 'RATE_LIMITED'
    : status === 503 ? 'UNAVAILABLE'
    : status >= 400 && status < 500 ? 'BAD_REQUEST'
    : undefined;
  if (code === 'BODY_TOO_LARGE') return new HttpError(413, code, 'request body is over the size limit');
  if (code) return new HttpError(status, code, err.message);
  return new HttpError(500, 'INTERNAL', 'internal error (logged)');
}

async function errorBodyPlugin(app: FastifyInstance): Promise<void> {
  app.addSchema(errorSchema);

  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const api = classify(err);
    if (api.statusCode >= 500 && api.code === 'INTERNAL') request.log.error({ err }, 'request failed');
    void reply.code(api.statusCode).headers(api.headers).send(errorBody(api.code, api.message));
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0]!.slice(0, 200);
    const allowed = METHODS.filter((method) => app.hasRoute({ url, method }));
    if (allowed.length > 0) {
      void reply.code(405).header('allow', allowed.join(', ')).send(errorBody('METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${url}; use ${allowed.join(' or ')}`));
      return;
    }
    void reply.code(404).send(errorBody('NOT_FOUND', `no route ${request.method} ${url}`));
  });
}

/**
 * Errors Node's HTTP parser answers before fastify sees a request (not HTTP, headers too large, headers
 * or body too slow): fastify's default writes another body shape; this one writes ours.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'TIMEOUT', 'the request did not arrive in time']
    : err.code === 'HPE_HEADER_OVERFLOW' ? [431, 'BAD_REQUEST', 'the request headers are over the size limit']
    : [400, 'BAD_REQUEST', 'the request is not valid HTTP'];
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`);
  }
  socket.destroy(err);
}

export const errorBodyPluginFp = fp(errorBodyPlugin, { name: 'usaddr-error-body', fastify: '5.x' });
