import type { Db, Tx } from '../db/database.ts';
import { jobs, outboxEvents } from '../db/schema/jobs.ts';
import { currentRequestId } from '../observability/request-scope.ts';
import { SEAL_AGREEMENT } from './definitions/agreements.ts';
import { ORDER_PAID_DOCUMENTS, ORDER_REFUNDED_DOCUMENTS } from './definitions/documents.ts';
import { CLOSE_AT_PROVIDER, SEND_REFUND } from './definitions/payments.ts';
import type { JobDefinition } from './job-definition.ts';

/**
 * The outbox: an event is written in the transaction of the change it reports, with the jobs that
 * follow from it, so the work is as durable as the change and never starts in a request. Every
 * movement of an order's money writes one (features/ledger); this table says which jobs follow.
 */
export const OUTBOX_EVENTS = {
  /** An order placed, PENDING: nothing follows until it is paid or closed. */
  'order.placed': [],
  /** Paid (or a late payment accepted): the certificate and receipt rows, when the order makes any. */
  'order.paid': [ORDER_PAID_DOCUMENTS],
  /** Cancelled or expired unpaid: its provider is told not to take a payment for it. */
  'order.closed': [CLOSE_AT_PROVIDER],
  /** Money given back from the order (part or all): the certificate and receipt follow. */
  'order.refunded': [ORDER_REFUNDED_DOCUMENTS],
  /** A refund decided (by staff, approved, or owed by the ledger itself): the provider is asked. */
  'refund.decided': [SEND_REFUND],
  /** A donor signed an agreement (a new version): the foundation's seal follows. No order yet. */
  'agreement.signed': [SEAL_AGREEMENT],
} as const satisfies Record<string, readonly JobDefinition[]>;

export type EventKind = keyof typeof OUTBOX_EVENTS;

export type OutboxEvent = {
  kind: EventKind;
  /** The order the event is about; null for an agreement's events, which come before any order. */
  donationId: number | null;
  payload?: Record<string, unknown>;
  /** False leaves the event's jobs out (a paid order that makes no document). */
  withJobs?: boolean;
};

/** Writes the event and queues its jobs, inside the caller's transaction. Answers the event's id. */
export async function emitEvent(conn: Db | Tx, event: OutboxEvent): Promise<number> {
  const [row] = await conn
    .insert(outboxEvents)
    .values({ kind: event.kind, donationId: event.donationId, payload: event.payload ?? {} })
    .returning({ id: outboxEvents.id });
  const eventId = row!.id;
  const definitions: readonly JobDefinition[] = event.withJobs === false ? [] : OUTBOX_EVENTS[event.kind];
  if (definitions.length === 0) return eventId;
  const payload = { eventId, donationId: event.donationId, ...event.payload };
  await conn
    .insert(jobs)
    .values(
      definitions.map((definition) => ({
        name: definition.name,
        payload: definition.payload.parse(payload) as Record<string, unknown>,
        eventId,
        singletonKey: `event:${eventId}`,
        requestId: currentRequestId(),
        priority: definition.priority ?? 0,
        ...(definition.maxAttempts ? { maxAttempts: definition.maxAttempts } : {}),
      })),
    )
    .onConflictDoNothing();
  return eventId;
}

/**
 * The same as SQL, for a statement of the hot path: CTEs that write one `kind` event per row of
 * `source` (a CTE with `id`, the donation) and its jobs, only for rows where `jobsIf` (a boolean
 * column of `source`) holds when given. Names, kinds and columns here are constants of the code,
 * never input. The event carries no payload beyond the donation. `requestId` is the statement's
 * parameter (e.g. `$7`) holding the request's id for the jobs (currentRequestId), else none.
 */
export function eventCtesSql(
  kind: EventKind,
  source: string,
  options: { jobsIf?: string; requestId?: `$${number}` } = {},
): string {
  const definitions: readonly JobDefinition[] = OUTBOX_EVENTS[kind];
  const events = `
    ${kind.replace('.', '_')}_events as (
      insert into outbox_events (kind, donation_id)
        select '${kind}', s.id from ${source} s
        returning id, donation_id
    )`;
  if (definitions.length === 0) return events;
  const names = definitions.map((d) => `('${d.name}', ${d.priority ?? 0}, ${d.maxAttempts ?? 8})`).join(', ');
  const condition = options.jobsIf ? `where s.${options.jobsIf}` : '';
  return `${events},
    ${kind.replace('.', '_')}_jobs as (
      insert into jobs (name, payload, event_id, singleton_key, priority, max_attempts, request_id)
        select n.name, jsonb_build_object('eventId', o.id, 'donationId', o.donation_id), o.id,
          'event:' || o.id, n.priority, n.max_attempts, ${options.requestId ? `${options.requestId}::text` : 'null'}
        from ${kind.replace('.', '_')}_events o join ${source} s on s.id = o.donation_id
          cross join (values ${names}) as n(name, priority, max_attempts)
        ${condition}
        returning id
    )`;
}
