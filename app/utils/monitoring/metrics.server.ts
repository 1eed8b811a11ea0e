import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";

// What `/metrics` tells the operators, in Prometheus's text format: request durations by route
// and status class, the job queue, WebSockets and call rooms, rate-limit refusals, the database
// pool and the process itself. Gauges that describe state (queue, sockets, pool) are read when
// Prometheus scrapes, through the sources registered with `observeState`; nothing is counted twice
// or kept per request beyond the histogram's buckets.

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/**
 * Time spent answering a request that React Router handled (pages, data requests, resources), by
 * the route pattern it matched (`/:lng/coaches/:slug`, never the address itself, so no ids or
 * tokens become labels) and the class of its status.
 */
export const requestDuration = new Histogram({
  name: "vitaal_http_request_duration_seconds",
  help: "Time to answer a request, by route pattern, method and status class.",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

/** Requests refused by a rate limit, by the limit's name. */
export const rateLimitRefusals = new Counter({
  name: "vitaal_rate_limit_refusals_total",
  help: "Attempts refused by a rate limit, by limit.",
  labelNames: ["limit"] as const,
  registers: [registry],
});

/** "2xx" for 204, "5xx" for 503. */
export function statusClass(status: number): string {
  return `${Math.floor(status / 100)}xx`;
}

/** A route pattern as people write it: React Router reports `:lng/coaches`, the label says `/:lng/coaches`. */
export function routeLabel(pattern: string | undefined): string {
  if (pattern === undefined) return "unmatched";
  return pattern.startsWith("/") ? pattern : `/${pattern}`;
}

/** Records one answered request. */
export function observeRequest(route: string | undefined, method: string, status: number, seconds: number): void {
  requestDuration.observe({ route: routeLabel(route), method, status_class: statusClass(status) }, seconds);
}

type Labels = Record<string, string>;
type Reading = { labels?: Labels; value: number };

const sources = new Map<string, () => Promise<Reading[]> | Reading[]>();

/**
 * A gauge read at each scrape from `read` (the job table, the socket endpoint, the pool). A name
 * registered again replaces the earlier source (a restart of the endpoint in development).
 */
export function observeState(
  name: string,
  help: string,
  labelNames: readonly string[],
  read: () => Promise<Reading[]> | Reading[],
): void {
  const known = sources.has(name);
  sources.set(name, read);
  if (known) return;
  new Gauge({
    name,
    help,
    labelNames: [...labelNames],
    registers: [registry],
    async collect() {
      const source = sources.get(name);
      this.reset();
      if (!source) return;
      try {
        for (const reading of await source()) this.set(reading.labels ?? {}, reading.value);
      } catch {
        // A source that cannot answer (the database away) leaves its gauge empty for this scrape;
        // `/readyz` is where that shows.
      }
    },
  });
}

/** The whole text Prometheus reads. */
export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
