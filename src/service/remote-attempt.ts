// One POST of a chunk to one endpoint, its answer sorted into what the client does next.
import type { Pool } from 'undici';
import type { BulkItem, LookupRequest } from '../wire/types.js';
import { networkErrorText } from './network-error.js';

export type Attempt =
  | { kind: 'ok'; items: BulkItem[] }
  /** network error, timeout, 408, 429, 5xx or an answer that does not fit the request: try again */
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  /** 401 / 403: no retry helps */
  | { kind: 'auth'; error: string }
  /** 404 / 405 / 415: the URL is not a v1 bulk route, whatever the rows hold */
  | { kind: 'wrong-endpoint'; error: string }
  /** 413: send less */
  | { kind: 'too-large'; error: string }
  /** any other 4xx: something in these items is refused */
  | { kind: 'refused'; error: string };

export interface AttemptTarget {
  dispatcher: Pool;
  /** path of the bulk route under the endpoint (a base path is kept) */
  path: string;
  apiKey?: string;
  timeoutMs: number;
}

/** Retry-After in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (v === undefined || v.trim() === '') return undefined;
  if (/^\s*\d+(\.\d+)?\s*$/.test(v)) return Number(v) * 1000;
  const at = Date.parse(v);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** A server may quote the request's Authorization back: the key never reaches a message, a row or a log. */
export function withoutKey(text: string, apiKey: string | undefined): string {
  return apiKey ? text.split(apiKey).join('[api key]') : text;
}

/** The server's own words from the v1 error body, else the status alone. */
function errorText(status: number, body: string): string {
  try {
    const e = (JSON.parse(body) as { error?: { code?: unknown; message?: unknown } }).error;
    if (e && typeof e.message === 'string') return `HTTP ${status}${typeof e.code === 'string' ? ` ${e.code}` : ''}: ${e.message}`;
  } catch {
    // not the v1 error body: the status says enough
  }
  return `HTTP ${status}`;
}

/**
 * The answer matched to the request by lookup_index, never by position: each index 0..n-1 exactly once,
 * else what is wrong with it (the answer is not written, the request is retried).
 */
export function matchByIndex(answer: unknown, n: number): BulkItem[] | string {
  if (!Array.isArray(answer)) return 'the answer is not a JSON array';
  if (answer.length !== n) return `the answer has ${answer.length} items for ${n} sent`;
  const out: (BulkItem | undefined)[] = new Array(n);
  for (const item of answer as BulkItem[]) {
    const index = item?.result?.lookup_index as number;
    if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index >= n) return `an item has no usable lookup_index (${String(index)})`;
    if (out[index]) return `lookup_index ${index} appears twice`;
    if (item.status !== 'SUCCESS' && item.status !== 'FAIL') return `item ${index} has status ${String(item.status)}`;
    out[index] = item;
  }
  return out as BulkItem[];
}

/** The echo's fields in the order they were sent (a server may echo them in its own): output then matches local mode byte for byte. */
function inSentOrder(echo: LookupRequest, sent: LookupRequest): LookupRequest {
  if (!echo || typeof echo !== 'object') return echo;
  const out: LookupRequest = {};
  for (const k of Object.keys(sent)) if (k in echo) out[k] = echo[k];
  for (const k of Object.keys(echo)) if (!(k in out)) out[k] = echo[k];
  return out;
}

function restoreOrder(items: BulkItem[], sent: LookupRequest[]): BulkItem[] {
  items.forEach((item, i) => {
    item.request = inSentOrder(item.request, sent[i]!);
    if (item.result) item.result.original_lookup_request = inSentOrder(item.result.original_lookup_request, sent[i]!);
  });
  return items;
}

export async function attempt(target: AttemptTarget, items: LookupRequest[]): Promise<Attempt> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (target.apiKey) headers.authorization = `Bearer ${target.apiKey}`;
  let status: number;
  let text: string;
  let retryAfter: string | string[] | undefined;
  try {
    const res = await target.dispatcher.request({
      path: target.path,
      method: 'POST',
      headers,
      body: JSON.stringify({ items }),
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    status = res.statusCode;
    retryAfter = res.headers['retry-after'];
    text = await res.body.text();
  } catch (err) {
    const e = err as Error & { code?: string };
    const timedOut = e.name === 'TimeoutError' || e.name === 'AbortError';
    return { kind: 'retry', error: timedOut ? `no answer within ${target.timeoutMs} ms (--request-timeout)` : networkErrorText(e) };
  }
  if (status === 200) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { kind: 'retry', error: 'HTTP 200 with a body that is not JSON' };
    }
    const matched = matchByIndex(parsed, items.length);
    return typeof matched === 'string' ? { kind: 'retry', error: `HTTP 200 but ${matched}` } : { kind: 'ok', items: restoreOrder(matched, items) };
  }
  const error = withoutKey(errorText(status, text), target.apiKey);
  if (status === 401 || status === 403) return { kind: 'auth', error };
  if (status === 404 || status === 405 || status === 415) return { kind: 'wrong-endpoint', error };
  if (status === 413) return { kind: 'too-large', error };
  if (status === 408 || status === 429 || status >= 500) {
    const after = retryAfterMs(retryAfter);
    return after === undefined ? { kind: 'retry', error } : { kind: 'retry', error, retryAfterMs: after };
  }
  if (status >= 400) return { kind: 'refused', error };
  return { kind: 'retry', error: `unexpected HTTP ${status}` };
}
