// The endpoints of a remote run: the next request goes to the one with the fewest outstanding;
// one that keeps failing is set aside for a while, then tried again.
export interface EndpointCounts {
  url: string;
  requests: number;
  /** items answered by this endpoint */
  items: number;
  /** requests that failed (and were retried elsewhere or later) */
  failures: number;
}

/** Consecutive failures that set an endpoint aside. */
const SET_ASIDE_AFTER = 2;
/** First set-aside; doubles while the endpoint keeps failing, up to the cap. */
const ASIDE_MS = 1_000;
const ASIDE_CAP_MS = 30_000;

export class Endpoint {
  outstanding = 0;
  consecutive = 0;
  asideUntil = 0;
  private asideMs = ASIDE_MS;
  readonly counts: EndpointCounts;

  constructor(readonly label: string) {
    this.counts = { url: label, requests: 0, items: 0, failures: 0 };
  }

  succeeded(items: number): void {
    this.consecutive = 0;
    this.asideMs = ASIDE_MS;
    this.counts.items += items;
  }

  failed(now: number): void {
    this.consecutive += 1;
    this.counts.failures += 1;
    if (this.consecutive >= SET_ASIDE_AFTER) {
      this.asideUntil = now + this.asideMs;
      this.asideMs = Math.min(ASIDE_CAP_MS, this.asideMs * 2);
    }
  }
}

/** Fewest outstanding among those not set aside (preferring not `avoid`); when all are aside, the one back soonest. */
export function pickEndpoint(endpoints: readonly Endpoint[], now: number, avoid?: Endpoint): Endpoint {
  const usable = endpoints.filter((e) => e.asideUntil <= now);
  const pool = usable.length > 1 && avoid ? usable.filter((e) => e !== avoid) : usable;
  if (pool.length === 0) return endpoints.reduce((a, b) => (b.asideUntil < a.asideUntil ? b : a));
  return pool.reduce((a, b) => (b.outstanding < a.outstanding ? b : a));
}

/** The endpoint's base path, routes go under it: no trailing slash. */
export const basePath = (url: URL): string => url.pathname.replace(/\/+$/, '');

/** The URL as shown in messages and summaries: no user or password, no trailing slash. */
export function endpointLabel(url: URL): string {
  return `${url.protocol}//${url.host}${basePath(url)}`;
}
