import client from 'prom-client';

/**
 * What this process counts, for Prometheus (issue 24): requests, the ledger's movements, payment
 * notifications and job attempts, with Node's own (event-loop lag, memory, GC, handles). Counters
 * are per process, as Prometheus expects: the sum over instances is the installation's. What the
 * database holds (the job queue, the pool) is read at each scrape by instance-metrics.ts.
 */
export const processRegistry = new client.Registry();

client.collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });

/** Seconds, from 5 ms (a cached read) to 10 s (a provider's slow answer inside items/donate). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new client.Histogram({
  name: 'alma_http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status, with their latency',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers: [processRegistry],
});

/** An order's movements through the ledger (features/ledger), counted after they commit. */
export type OrderMovement = 'placed' | 'paid' | 'refunded';

export const ordersMoved = new client.Counter({
  name: 'alma_orders_total',
  help: 'Orders placed, paid (by a provider, the reconciler or staff recording a gift) and refunded',
  labelNames: ['movement'] as const,
  registers: [processRegistry],
});

export const paymentNotifications = new client.Counter({
  name: 'alma_payment_notifications_total',
  help: 'Payment notifications from providers by what came of them (credited, already, badSignature, …)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [processRegistry],
});

export const jobAttempts = new client.Counter({
  name: 'alma_job_attempts_total',
  help: 'Job attempts by job name and outcome (done, retry, failed, later)',
  labelNames: ['name', 'outcome'] as const,
  registers: [processRegistry],
});

export function countOrders(movement: OrderMovement, howMany = 1): void {
  if (howMany > 0) ordersMoved.inc({ movement }, howMany);
}
