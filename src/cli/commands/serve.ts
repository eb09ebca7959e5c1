// `usaddr serve`: builds the server, listens, and handles signals (SIGTERM / SIGINT stop, SIGHUP re-reads keys).
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { counted } from '../../io/counted.js';
import { KeySet } from '../../server/keys.js';
import { buildServer } from '../../server/build.js';
import { createLookupService } from '../../service/create.js';
import type { CliContext } from '../context.js';
import { CliError, EXIT } from '../errors.js';
import { loadKeys, readServeOptions } from '../serve-options.js';

const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };

export async function run(ctx: CliContext, raw: Record<string, unknown>): Promise<number> {
  const opts = readServeOptions(raw);
  const keyList = opts.auth ? loadKeys(ctx.env, opts.keysFile) : [];
  if (opts.auth && keyList.length === 0) {
    throw new CliError('no API keys: set USADDR_API_KEYS=key1,key2 or --api-keys-file FILE', 'or pass --no-auth to serve without keys (never on a network others reach)');
  }
  const keys = opts.auth ? new KeySet(keyList) : null;

  const made = await createLookupService({ reference: opts.reference, concurrency: opts.workers });
  if (!made.ok) throw new CliError(made.message, made.reason === 'reference' ? '--reference takes an index file written by `usaddr reference build <sources…> --out PATH`' : undefined);
  const service = made.service;
  let app;
  try {
    app = await buildServer({
      service, keys, version,
      maxItems: opts.maxItems, maxBodyBytes: opts.maxBodyBytes, rateLimitPerMinute: opts.rateLimitPerMinute,
      requestTimeoutMs: opts.requestTimeoutMs, logAddresses: opts.logAddresses, logStream: ctx.stdout,
    });
  } catch (err) {
    // the workers would keep the process alive: a server that cannot be built must exit, not hang
    await service.close();
    throw err;
  }
  if (!keys) app.log.warn('auth is off (--no-auth): anyone who can reach this port can use the API');
  for (const note of opts.notes) app.log.warn(note);
  try {
    await app.listen({ host: opts.host, port: opts.port });
  } catch (err) {
    await service.close();
    throw new CliError(`cannot listen on ${opts.host}:${opts.port}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`, 'choose another --port or --host');
  }
  app.log.info({ workers: opts.workers ?? 'one per core', reference: opts.reference ?? 'embedded', auth: keys ? counted(keys.size, 'key') : 'off' }, 'usaddr serve ready');

  const reload = (): void => {
    if (!keys || opts.keysFile === undefined) {
      app.log.warn('SIGHUP: no --api-keys-file to re-read');
      return;
    }
    try {
      const next = loadKeys(ctx.env, opts.keysFile);
      if (next.length === 0) throw new Error('it holds no keys');
      keys.replace(next);
      app.log.info({ keys: next.length }, 'SIGHUP: API keys re-read');
    } catch (err) {
      app.log.error(`SIGHUP: keys not changed: ${(err as Error).message}`);
    }
  };
  process.on('SIGHUP', reload);
  const stop = new AbortController();
  const onTerm = (): void => stop.abort();
  process.once('SIGTERM', onTerm);
  ctx.signal.addEventListener('abort', onTerm, { once: true });
  if (!ctx.signal.aborted) await once(stop.signal, 'abort');

  // stop accepting, let in-flight requests finish; cut what is left at --shutdown-timeout
  app.log.info({ shutdown_timeout_ms: opts.shutdownTimeoutMs }, 'shutting down');
  const cut = setTimeout(() => {
    app.log.warn('shutdown timeout: closing open connections');
    app.server.closeAllConnections();
  }, opts.shutdownTimeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
    process.off('SIGHUP', reload);
    process.off('SIGTERM', onTerm);
    await service.close();
  }
  app.log.info('stopped');
  return EXIT.OK;
}
