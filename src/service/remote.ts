// Remote mode: the LookupService that POSTs chunks to v1 endpoints (/v1/addresses/lookup/bulk), with
// bounded requests in flight, retries with backoff, chunk splitting on 413 / 4xx, and several endpoints.
import { setTimeout as delay } from 'node:timers/promises';
import { Pool } from 'undici';
import type { BulkItem, LookupRequest } from '../wire/types.js';
import { attempt, type Attempt } from './remote-attempt.js';
import { basePath, Endpoint, endpointLabel, pickEndpoint, type EndpointCounts } from './remote-endpoints.js';
import { LookupStopped as RemoteStopped, type LookupService } from './lookup-service.js';
import { counted } from '../io/counted.js';

const BULK_PATH = '/v1/addresses/lookup/bulk';
/** Full-jitter backoff: a random wait up to min(cap, base × 2^retry). */
const BACKOFF_BASE_MS = 200;
const BACKOFF_CAP_MS = 10_000;
/** A Retry-After longer than this is cut to it: a job should not sleep for an hour on one header. */
const RETRY_AFTER_CAP_MS = 60_000;

export interface RemoteOptions {
  endpoints: string[];
  apiKey?: string;
  /** requests in flight across all endpoints */
  concurrency: number;
  timeoutMs: number;
  /** retries of one request before the run stops */
  retries: number;
  /** the run's interrupt: a request that would be retried after it stops instead (the run checkpoints there) */
  signal?: AbortSignal;
  /** injected by tests so backoff costs no time */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  random?: () => number;
}

export interface RemoteReport {
  requests: number;
  retries: number;
  endpoints: EndpointCounts[];
}

/** The run cannot go on: an endpoint kept failing past --retries, or refused the key. */
export { LookupStopped as RemoteStopped } from './lookup-service.js';

/** Checks --endpoint values: http(s) URLs; the message names the bad one. */
export function parseEndpoints(values: readonly string[]): { ok: true; urls: URL[] } | { ok: false; message: string } {
  const urls: URL[] = [];
  for (const v of values) {
    let u: URL;
    try {
      u = new URL(v);
    } catch {
      return { ok: false, message: `--endpoint '${v}' is not a URL (e.g. http://10.0.0.5:8080)` };
    }
    // localhost:8080 parses as the scheme 'localhost:': say what was typed, and how to write it
    if (u.protocol !== 'http:' && u.protocol !== 'https:') {
      const hostPort = /^[a-z][a-z0-9.-]*:\d+(\/|$)/i.test(v);
      return { ok: false, message: `--endpoint '${hostPort ? v : endpointLabel(u)}' must start with http:// or https://${hostPort ? ` (e.g. http://${v})` : ''}` };
    }
    urls.push(u);
  }
  return { ok: true, urls };
}

const failItem = (request: LookupRequest, error: string): BulkItem => ({ status: 'FAIL', request, message: `the service refused this row: ${error}`, result: null });

export class RemoteService implements LookupService {
  private readonly endpoints: Endpoint[];
  private readonly pools = new Map<Endpoint, { pool: Pool; path: string }>();
  private readonly closing = new AbortController();
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly random: () => number;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private requests = 0;
  private retries = 0;
  /** after a 413: the smallest batch refused as too large, and the largest one since accepted */
  private tooLargeFrom = Number.POSITIVE_INFINITY;
  private fits = 0;

  constructor(urls: readonly URL[], private readonly opts: RemoteOptions) {
    this.sleep = opts.sleep ?? ((ms, signal) => delay(ms, undefined, { signal }));
    this.random = opts.random ?? Math.random;
    this.endpoints = urls.map((u) => new Endpoint(endpointLabel(u)));
    this.endpoints.forEach((e, i) => {
      const u = urls[i]!;
      const pool = new Pool(u.origin, { connections: opts.concurrency, keepAliveTimeout: 30_000 });
      this.pools.set(e, { pool, path: basePath(u) + BULK_PATH });
    });
  }

  async lookupBulk(items: LookupRequest[]): Promise<BulkItem[]> {
    if (items.length === 0) return [];
    return items.length < this.tooLargeFrom ? this.send(items) : this.split(items);
  }

  /**
   * A batch the service refused (413, or a row it will not take), in parts. After a 413 the parts go one at a
   * time while the size the service takes is being learnt (between the largest accepted and the smallest
   * refused), then side by side in even parts of that size. Halving every part of every chunk from its full
   * size again cost ~0.46 requests a row against a --max-items 7 service.
   */
  private async split(items: LookupRequest[]): Promise<BulkItem[]> {
    if (!this.learning() && items.length >= this.tooLargeFrom) {
      const size = Math.ceil(items.length / Math.ceil(items.length / this.fits));
      const parts: LookupRequest[][] = [];
      for (let i = 0; i < items.length; i += size) parts.push(items.slice(i, i + size));
      return (await Promise.all(parts.map((p) => this.send(p)))).flat();
    }
    const head = await this.send(items.slice(0, this.headSize(items.length)));
    const rest = items.slice(head.length);
    if (rest.length === 0) return head;
    return head.concat(await (rest.length < this.tooLargeFrom ? this.send(rest) : this.split(rest)));
  }

  /** A 413 has come, and the largest size the service takes is not known yet. */
  private learning(): boolean {
    return Number.isFinite(this.tooLargeFrom) && (this.fits === 0 || this.tooLargeFrom - this.fits > 1);
  }

  /** The first part: half, or while learning with an accepted size known, a size between it and the smallest refused. */
  private headSize(n: number): number {
    return this.learning() && this.fits > 0 ? Math.min(n, Math.floor((this.fits + this.tooLargeFrom) / 2)) : Math.ceil(n / 2);
  }

  report(): RemoteReport {
    return { requests: this.requests, retries: this.retries, endpoints: this.endpoints.map((e) => ({ ...e.counts })) };
  }

  async close(): Promise<void> {
    this.closing.abort();
    await Promise.all([...this.pools.values()].map((p) => p.pool.destroy().catch(() => undefined)));
  }

  private async send(items: LookupRequest[]): Promise<BulkItem[]> {
    let avoid: Endpoint | undefined;
    for (let tried = 0; ; tried++) {
      const { ep, answer } = await this.post(items, avoid);
      switch (answer.kind) {
        case 'ok':
          ep.succeeded(items.length);
          if (items.length < this.tooLargeFrom) this.fits = Math.max(this.fits, items.length);
          return answer.items;
        case 'auth':
          throw new RemoteStopped(`${ep.label} refused the request (${answer.error}): check --api-key`);
        case 'wrong-endpoint':
          throw new RemoteStopped(`${ep.label} has no v1 bulk route at ${this.pools.get(ep)!.path} (${answer.error}): check --endpoint (the service's base URL, e.g. http://10.0.0.5:8080)`);
        case 'too-large':
        case 'refused':
          if (answer.kind === 'too-large') {
            this.tooLargeFrom = Math.min(this.tooLargeFrom, items.length);
            if (this.fits >= this.tooLargeFrom) this.fits = 0;
          }
          // split until the refused rows stand alone: each then comes back as its own FAIL row
          ep.succeeded(0);
          return items.length === 1 ? [failItem(items[0]!, answer.error)] : this.split(items);
        case 'retry':
          ep.failed(Date.now());
          if (tried >= this.opts.retries) throw new RemoteStopped(`${ep.label}: ${answer.error} (gave up after ${counted(tried, 'retry', 'retries')})`);
          if (this.opts.signal?.aborted) throw new RemoteStopped(`${ep.label}: ${answer.error} (interrupted before a retry)`);
          this.retries += 1;
          avoid = ep;
          await this.wait(answer, tried);
      }
    }
  }

  private async wait(answer: Extract<Attempt, { kind: 'retry' }>, tried: number): Promise<void> {
    const ms = answer.retryAfterMs !== undefined
      ? Math.min(RETRY_AFTER_CAP_MS, answer.retryAfterMs)
      : this.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** tried);
    const interrupt = this.opts.signal;
    try {
      // a Retry-After of up to 60 s must not hold up a Ctrl-C
      await this.sleep(ms, interrupt ? AbortSignal.any([this.closing.signal, interrupt]) : this.closing.signal);
    } catch {
      // closed or interrupted while waiting: checked below
    }
    if (this.closing.signal.aborted) throw new RemoteStopped('the remote lookup service was closed');
    if (interrupt?.aborted) throw new RemoteStopped('interrupted while waiting to retry');
  }

  /** One request, counted, holding one of the --concurrency slots while it is on the wire; the endpoint is chosen once a slot is free. */
  private async post(items: LookupRequest[], avoid: Endpoint | undefined): Promise<{ ep: Endpoint; answer: Attempt }> {
    while (this.inFlight >= this.opts.concurrency) await new Promise<void>((r) => this.waiting.push(r));
    if (this.closing.signal.aborted) throw new RemoteStopped('the remote lookup service was closed');
    this.inFlight += 1;
    const ep = pickEndpoint(this.endpoints, Date.now(), avoid);
    ep.outstanding += 1;
    ep.counts.requests += 1;
    this.requests += 1;
    const { pool, path } = this.pools.get(ep)!;
    try {
      return { ep, answer: await attempt({ dispatcher: pool, path, apiKey: this.opts.apiKey, timeoutMs: this.opts.timeoutMs }, items) };
    } finally {
      ep.outstanding -= 1;
      this.inFlight -= 1;
      this.waiting.shift()?.();
    }
  }
}
