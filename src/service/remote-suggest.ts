// `usaddr suggest --endpoint`: the same SuggestSource over a v1 service. Suggestions come from
// GET /v1/addresses/autocomplete (one try: a keystroke's answer is worth nothing late); the pick is
// verified through the remote bulk client, with its retries and index checks.
import { request } from 'undici';
import { MAX_AUTOCOMPLETE_QUERY, type AutocompleteOptions } from '../engine/index.js';
import { pickRequest } from '../wire/autocomplete.js';
import type { AutocompleteResponse } from '../wire/types.js';
import { LookupStopped } from './lookup-service.js';
import { withoutKey } from './remote-attempt.js';
import { basePath, endpointLabel } from './remote-endpoints.js';
import { parseEndpoints, RemoteService } from './remote.js';
import { SuggestBusy, type SuggestSource } from './suggest-source.js';
import { networkErrorText } from './network-error.js';

const AUTOCOMPLETE_PATH = '/v1/addresses/autocomplete';

export interface RemoteSuggestSettings {
  endpoint: string;
  apiKey?: string;
  timeoutMs: number;
}

/** The options as the route's query parameters (comma lists). */
function autocompleteQuery(query: string, o: AutocompleteOptions): URLSearchParams {
  const q = new URLSearchParams({ query });
  if (o.limit !== undefined) q.set('limit', String(o.limit));
  const lists: [string, readonly string[] | undefined][] = [
    ['states', o.states], ['cities', o.cities], ['zips', o.zips],
    ['prefer_states', o.preferStates], ['prefer_cities', o.preferCities], ['prefer_zips', o.preferZips],
  ];
  for (const [name, values] of lists) if (values && values.length > 0) q.set(name, values.join(','));
  return q;
}

/** The error body's message, or the status. */
function errorText(status: number, body: unknown): string {
  const m = (body as { error?: { message?: unknown } } | undefined)?.error?.message;
  return typeof m === 'string' ? `HTTP ${status}: ${m}` : `HTTP ${status}`;
}

export function remoteSuggestSource(s: RemoteSuggestSettings): { ok: true; source: SuggestSource } | { ok: false; message: string } {
  const parsed = parseEndpoints([s.endpoint]);
  if (!parsed.ok) return parsed;
  const base = parsed.urls[0]!;
  const bulk = new RemoteService(parsed.urls, { endpoints: [s.endpoint], apiKey: s.apiKey, concurrency: 1, timeoutMs: s.timeoutMs, retries: 2 });
  const headers: Record<string, string> = s.apiKey ? { authorization: `Bearer ${s.apiKey}` } : {};
  const label = endpointLabel(base);
  const path = basePath(base) + AUTOCOMPLETE_PATH;
  return {
    ok: true,
    source: {
      async suggest(query, options, signal) {
        // what the engine refuses (EMPTY, TOO_LONG) gives none, as the local source does; the route would answer 422
        if (query.trim() === '' || query.length > MAX_AUTOCOMPLETE_QUERY) return [];
        const url = new URL(`${path}?${autocompleteQuery(query, options)}`, base);
        let res;
        try {
          res = await request(url, { method: 'GET', headers, signal, headersTimeout: s.timeoutMs, bodyTimeout: s.timeoutMs });
        } catch (err) {
          if (signal?.aborted) return [];
          throw new LookupStopped(`${label}: ${networkErrorText(err)}`);
        }
        const body = (await res.body.json().catch(() => undefined)) as AutocompleteResponse | undefined;
        const error = (): string => withoutKey(errorText(res.statusCode, body), s.apiKey);
        if (res.statusCode === 401 || res.statusCode === 403) throw new LookupStopped(`${label} refused the request (${error()}): check --api-key`);
        if (res.statusCode === 429 || res.statusCode === 503) throw new SuggestBusy(`${label}: ${error()}`);
        if (res.statusCode !== 200 || !Array.isArray(body?.suggestions)) throw new LookupStopped(`${label}: ${error()}`);
        return body.suggestions;
      },
      async verify(pick) {
        const [item] = await bulk.lookupBulk([pickRequest(pick)]);
        return item!;
      },
      close: () => bulk.close(),
    },
  };
}
