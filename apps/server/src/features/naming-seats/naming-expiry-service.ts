import type { Database } from '../../db/client.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import { lockProjectsWithEndingNamings, lowerNamingCountDonate } from './naming-count-repository.ts';
import { expireNamings, shanghaiDay } from './seat-claims-repository.ts';

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
