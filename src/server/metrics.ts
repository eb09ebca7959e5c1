// Prometheus text exposition, by hand: four families are all /metrics needs, no client library.

/** Request latency buckets, seconds: health checks sit in the first ones, 1,000-item lookups in the last. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const label = (v: string): string => v.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');

interface Histogram {
  counts: number[];
  sum: number;
  count: number;
}

export class Metrics {
  private readonly requests = new Map<string, number>();
  private readonly items = new Map<string, number>();
  private readonly latency = new Map<string, Histogram>();
  private readonly inFlight = new Map<string, number>();

  /** A request began (+1) or ended (-1) on this route pattern. */
  flight(route: string, delta: 1 | -1): void {
    const key = `route="${label(route)}"`;
    this.inFlight.set(key, (this.inFlight.get(key) ?? 0) + delta);
  }

  /** `route` is the route pattern ('unmatched' for a 404), never the raw URL, so labels stay few. */
  request(method: string, route: string, status: number, seconds: number): void {
    const key = `method="${label(method)}",route="${label(route)}",status="${status}"`;
    this.requests.set(key, (this.requests.get(key) ?? 0) + 1);
    const hk = `method="${label(method)}",route="${label(route)}"`;
    let h = this.latency.get(hk);
    if (!h) {
      h = { counts: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.latency.set(hk, h);
    }
    for (let i = 0; i < BUCKETS.length; i++) if (seconds <= BUCKETS[i]!) h.counts[i]! += 1;
    h.sum += seconds;
    h.count += 1;
  }

  item(status: string, lookupStatus: string, count = 1): void {
    const key = `status="${label(status)}",lookup_status="${label(lookupStatus)}"`;
    this.items.set(key, (this.items.get(key) ?? 0) + count);
  }

  text(): string {
    const out: string[] = [];
    out.push('# HELP usaddr_http_requests_total HTTP requests answered, by method, route and status.', '# TYPE usaddr_http_requests_total counter');
    for (const [k, v] of this.requests) out.push(`usaddr_http_requests_total{${k}} ${v}`);
    out.push('# HELP usaddr_lookup_items_total Bulk lookup items answered, by item status and lookup_status.', '# TYPE usaddr_lookup_items_total counter');
    for (const [k, v] of this.items) out.push(`usaddr_lookup_items_total{${k}} ${v}`);
    out.push('# HELP usaddr_http_request_duration_seconds Time from request received to response sent.', '# TYPE usaddr_http_request_duration_seconds histogram');
    for (const [k, h] of this.latency) {
      BUCKETS.forEach((b, i) => out.push(`usaddr_http_request_duration_seconds_bucket{${k},le="${b}"} ${h.counts[i]}`));
      out.push(`usaddr_http_request_duration_seconds_bucket{${k},le="+Inf"} ${h.count}`);
      out.push(`usaddr_http_request_duration_seconds_sum{${k}} ${h.sum}`);
      out.push(`usaddr_http_request_duration_seconds_count{${k}} ${h.count}`);
    }
    out.push('# HELP usaddr_http_requests_in_flight Requests received and not yet answered, by route.', '# TYPE usaddr_http_requests_in_flight gauge');
    for (const [k, v] of this.inFlight) out.push(`usaddr_http_requests_in_flight{${k}} ${v}`);
    const mem = process.memoryUsage();
    out.push('# HELP process_resident_memory_bytes Resident memory of the process (all threads).', '# TYPE process_resident_memory_bytes gauge');
    out.push(`process_resident_memory_bytes ${mem.rss}`);
    out.push('# HELP nodejs_heap_used_bytes V8 heap used by the main thread.', '# TYPE nodejs_heap_used_bytes gauge');
    out.push(`nodejs_heap_used_bytes ${mem.heapUsed}`);
    return `${out.join('\n')}\n`;
  }
}
