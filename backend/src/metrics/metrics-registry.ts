import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's metrics: what Prometheus scrapes is a process, so every app, cache and limiter of this process
 * counts into one registry (tests that boot several apps in one process see their sum).
 */
export const metricsRegistry = new Registry();

// Event-loop lag, heap, RSS, GC and handles as prom-client names them (nodejs_*, process_*).
collectDefaultMetrics({ register: metricsRegistry });

/** The label of a request no route matched: a constant, so unknown paths never add label values. */
export const UNMATCHED_ROUTE = '(unmatched)';

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to sending its answer, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const cacheLookups = new Counter({
  name: 'ofertas_cache_lookups_total',
  help: 'Lookups in the in-process caches, by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'ofertas_rate_limit_refusals_total',
  help: 'Requests refused by a rate limit or throttle, by rule',
  labelNames: ['rule'] as const,
  registers: [metricsRegistry],
});

export const importRuns = new Counter({
  name: 'ofertas_import_runs_total',
  help: 'Catalogue imports finished in this process, by kind and result (done, failed, running = ended without a verdict)',
  labelNames: ['kind', 'result'] as const,
  registers: [metricsRegistry],
});

export const importRows = new Counter({
  name: 'ofertas_import_rows_total',
  help: 'Feed rows read by the imports of this process, by kind',
  labelNames: ['kind'] as const,
  registers: [metricsRegistry],
});

export const importDuration = new Histogram({
  name: 'ofertas_import_duration_seconds',
  help: 'Duration of the imports of this process, by kind and result',
  labelNames: ['kind', 'result'] as const,
  buckets: [1, 5, 15, 60, 300, 900, 3600, 10800],
  registers: [metricsRegistry],
});
