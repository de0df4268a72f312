import type { z } from 'zod';

/**
 * A job declared once: its name, the zod schema of its payload and how it is run. Whoever queues it
 * (a service through triggerJob, the outbox for an event, the schedule) and its handler in
 * catalogue.ts take the types from here, so the name is written once and the payload is parsed,
 * never read with Number(payload.x). Declarations import nothing but zod, so any feature may queue
 * any job without importing the code that runs it.
 */
export type JobDefinition<Name extends string = string, Payload extends z.ZodType = z.ZodType> = {
  readonly name: Name;
  readonly payload: Payload;
  /** Claimed before other due jobs when higher (an order's documents before the drawing they queue). */
  readonly priority?: number;
  readonly maxAttempts?: number;
  /** Recurring: queued once per period across all instances (the payload must accept `{}`). */
  readonly everySeconds?: number;
  /** Up to this many due jobs of this name are claimed together and handled as one batch. */
  readonly batchSize?: number;
  /** How long a claim lasts before another worker may take the job over (default 5 minutes). */
  readonly lockMs?: number;
};

export type JobPayload<D extends JobDefinition> = z.output<D['payload']>;
export type JobInput<D extends JobDefinition> = z.input<D['payload']>;

export function defineJob<const Name extends string, Payload extends z.ZodType>(
  definition: JobDefinition<Name, Payload>,
): JobDefinition<Name, Payload> {
  return definition;
}
