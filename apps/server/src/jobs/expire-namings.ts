import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import {
  lockProjectsWithEndingNamings,
  lowerNamingCountDonate,
} from '../features/naming-seats/naming-count-repository.ts';
import { expireNamings, shanghaiDay } from '../features/naming-seats/seat-claims-repository.ts';
import { CACHE_SCOPES, type PublicCache } from '../http/public-cache.ts';

const EVERY_MS = 60 * 60 * 1000;
/** The first run comes soon after start, so a server restarted more often than hourly still runs it. */
const FIRST_RUN_MS = 60 * 1000;

export type EndedNamings = Array<{ itemsId: number; released: number }>;

/**
 * Ends the seat namings whose term ran out before today (Shanghai): the claims are released (the
 * seat can be named again) and each project's namingCountDonate drops by as many, in one
 * transaction, so the count never disagrees with the claims. A second run finds nothing: only
 * claims still named are released, and the decrement is by what this run released.
 */
export async function expireEndedNamings(
  database: Database,
  cache: Pick<PublicCache, 'invalidate'>,
  now = new Date(),
): Promise<EndedNamings> {
  const today = shanghaiDay(now);
  const ended = await database.db.transaction(async (tx) => {
    const projects = await lockProjectsWithEndingNamings(tx, today);
    if (projects.length === 0) return [];
    const released = await expireNamings(tx, today);
    await lowerNamingCountDonate(tx, released);
    return released;
  });
  // itemsDetail carries namingCountDonate; seat maps and show data are read live.
  if (ended.length > 0) await cache.invalidate(CACHE_SCOPES.items);
  return ended;
}

/** Runs expireEndedNamings hourly; a run still going when the next is due is not doubled. */
export function startNamingExpiry(
  database: Database,
  cache: Pick<PublicCache, 'invalidate'>,
  log: FastifyBaseLogger,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    expireEndedNamings(database, cache)
      .then((ended) => {
        if (ended.length > 0) log.info({ ended }, 'namings ended');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'naming expiry failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const timer = setInterval(run, EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
