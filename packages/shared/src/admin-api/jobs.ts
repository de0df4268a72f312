import { z } from 'zod';
import { ZAdminPage } from './paging.ts';

/** The job queue as staff see it (issue 12: every job visible in the console). */
export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type TJobState = (typeof JOB_STATES)[number];

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZJobQuery = ZAdminPage.extend({
  state: z.preprocess(emptyToUndefined, z.enum(JOB_STATES).optional()),
  name: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
});
export type TJobQuery = z.input<typeof ZJobQuery>;

export type TJobRow = {
  id: number;
  name: string;
  state: TJobState;
  attempts: number;
  maxAttempts: number;
  /** Wire dates. */
  createdAt: string;
  runAt: string;
  startedAt: string;
  finishedAt: string;
  lastError: string;
  payload: Record<string, unknown>;
  result: Record<string, unknown> | null;
};

/** Counts by state, for the screen's tabs. */
export type TJobCounts = Record<TJobState, number>;
