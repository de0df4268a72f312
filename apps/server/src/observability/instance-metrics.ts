import client from 'prom-client';
import { processRegistry } from './process-metrics.ts';

/** The job queue as the database holds it, per job name and state (queued, running, failed). */
export type QueueStat = { name: string; state: string; count: number; oldestSeconds: number };

/** The database connections of this instance: PostgreSQL's pool, or PGlite's one thread. */
export type PoolStat = { total: number; idle: number; waiting: number };

export type InstanceSources = {
  queue: () => Promise<QueueStat[]>;
  pool: () => PoolStat;
};

/**
 * The metrics of one running server (its database), merged with the process's counters: what a
 * scrape of /metrics answers. The queue is read once per scrape, at the scrape.
 */
export function instanceRegistry(sources: InstanceSources): client.Registry {
  const own = new client.Registry();
  // A scrape asks for both at once, so the read in flight is shared and forgotten when it ends.
  let reading: Promise<QueueStat[]> | null = null;
  const queue = (): Promise<QueueStat[]> => {
    reading ??= sources.queue().finally(() => {
      reading = null;
    });
    return reading;
  };
  new client.Gauge({
    name: 'alma_jobs',
    help: 'Jobs in the queue by name and state (queued, running, failed)',
    labelNames: ['name', 'state'] as const,
    registers: [own],
    async collect() {
      this.reset();
      for (const stat of await queue()) this.set({ name: stat.name, state: stat.state }, stat.count);
    },
  });
  new client.Gauge({
    name: 'alma_jobs_oldest_age_seconds',
    help: 'How long the oldest due queued job of each name has waited',
    labelNames: ['name'] as const,
    registers: [own],
    async collect() {
      this.reset();
      for (const stat of await queue())
        if (stat.state === 'queued') this.set({ name: stat.name }, stat.oldestSeconds);
    },
  });
  new client.Gauge({
    name: 'alma_db_connections',
    help: 'Database connections of this instance by state (total, idle, waiting requests)',
    labelNames: ['state'] as const,
    registers: [own],
    collect() {
      const pool = sources.pool();
      this.set({ state: 'total' }, pool.total);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return client.Registry.merge([processRegistry, own]);
}
