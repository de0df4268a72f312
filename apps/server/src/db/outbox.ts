import type { Db, Tx } from './database.ts';
import { jobs, outboxEvents } from './schema/jobs.ts';

/**
 * The outbox: an event is written in the transaction of the change it reports, with the jobs
 * that follow from it, so the work is as durable as the change and never starts in a request.
 * Which jobs follow which event is this table, by job name (the handlers are in jobs/handlers.ts).
 */
export const EVENT_JOBS = {
  /** A paid order: its certificate, and the paper certificate or receipt asked for on the form. */
  'order.paid': ['documents.order-paid'],
  /** A refunded order: its certificate no longer verifies, its receipt is voided (红冲). */
  'order.refunded': ['documents.order-refunded'],
} as const satisfies Record<string, readonly string[]>;

export type EventKind = keyof typeof EVENT_JOBS;

/**
 * An event's jobs go before the work they queue (a certificate's drawing): a burst of payments
 * makes every certificate row, so every donor's 证书生成中 is short, before the drawings run.
 */
export const EVENT_PRIORITY = 10;

/** Writes the event and queues its jobs, inside the caller's transaction. */
export async function emitEvent(
  conn: Db | Tx,
  event: { kind: EventKind; donationId?: number; payload?: Record<string, unknown> },
): Promise<number> {
  const [row] = await conn
    .insert(outboxEvents)
    .values({ kind: event.kind, donationId: event.donationId ?? null, payload: event.payload ?? {} })
    .returning({ id: outboxEvents.id });
  const eventId = row!.id;
  const payload = { eventId, donationId: event.donationId ?? null, ...event.payload };
  await conn
    .insert(jobs)
    .values(
      EVENT_JOBS[event.kind].map((name) => ({ name, payload, eventId, singletonKey: `event:${eventId}` })),
    )
    .onConflictDoNothing();
  return eventId;
}

/**
 * The same as SQL for a statement of the hot path (payments/hot-repository.ts): two CTEs that
 * write one `order.paid` event per row of `source` (a CTE with `id`, the donation) and its jobs.
 * Names and kinds here are constants of this file, never input.
 */
export function eventCtesSql(kind: EventKind, source: string): string {
  const names = EVENT_JOBS[kind].map((name) => `('${name}')`).join(', ');
  return `
    outbox as (
      insert into outbox_events (kind, donation_id)
        select '${kind}', s.id from ${source} s
        returning id, donation_id
    ), outbox_jobs as (
      insert into jobs (name, payload, event_id, singleton_key, priority)
        select n.name, jsonb_build_object('eventId', o.id, 'donationId', o.donation_id), o.id, 'event:' || o.id,
          ${EVENT_PRIORITY}
        from outbox o cross join (values ${names}) as n(name)
        returning id
    )`;
}
