import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * What happened, written in the transaction that made it happen (the outbox): every movement of an
 * order's money (features/ledger). The jobs that follow from an event are inserted with it (jobs/outbox.ts), so an
 * event is never lost to a process that dies after the commit, and work never starts from a request.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** An OUTBOX_EVENTS kind (jobs/outbox.ts): order.placed, order.paid, order.refunded, … */
    kind: text('kind').notNull(),
    donationId: bigint('donation_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_events_donation_idx').on(t.donationId, t.id)],
);

/**
 * The durable job queue (jobs/queue.ts): claimed with FOR UPDATE SKIP LOCKED, so two instances
 * never run one job at once; a job whose claim ran out (its process died) is claimed again.
 * A failed attempt is retried with backoff until maxAttempts, then stays `failed` for staff to see.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** With a key, a job is queued once per name: a second insert with the same key is dropped. */
    singletonKey: text('singleton_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    eventId: bigint('event_id', { mode: 'number' }).references(() => outboxEvents.id),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    /** Higher first among due jobs: an order's documents before the drawing they queue. */
    priority: smallint('priority').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** A running job's claim: past this time another worker may take it. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error').notNull().default(''),
    /** The request that queued it (or whose job did), for the logs (observability/request-scope.ts). */
    requestId: text('request_id'),
    /** What a finished job reports (counts, ids): shown in the console. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_singleton_idx').on(t.name, t.singletonKey).where(sql`${t.singletonKey} is not null`),
    // The claim walks queued jobs in its own order (priority, then time) and stops at its limit: no
    // sort of the backlog. Running jobs whose claim ran out are found by their lock time.
    index('jobs_claim_idx').on(t.priority.desc(), t.runAt, t.id).where(sql`${t.state} = 'queued'`),
    index('jobs_lapsed_idx').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    index('jobs_state_idx').on(t.state, t.createdAt),
    index('jobs_event_idx').on(t.eventId),
    check('jobs_state_check', sql`${t.state} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Recurring jobs (expiry, reconciliation, upkeep): whichever instance moves a row's next_run_at
 * forward queues that run, so a schedule fires once per period however many instances tick.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  everySeconds: integer('every_seconds').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
});
