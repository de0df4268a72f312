import type { Database } from '../../db/client.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import { releaseChallenge, shareDueBatches } from '../ledger/pool-match-service.ts';
import { dropCachedTotals } from '../ledger/settle-service.ts';
import { challengeProgress, challengesToCheck } from './repository.ts';

/** A challenge is still checked this long after it ends: a payment of its last minutes may come late. */
const LATE_PAYMENT_GRACE_MS = 20 * 60 * 1000;

/**
 * The giving days' tick: every pool's fair-release batch whose window is over is shared out, and
 * every challenge whose goal is reached releases its sum through the ledger (once: the challenge's
 * row is locked and its recorded gift's reference is unique).
 */
export async function tickGivingDays(
  deps: { database: Database; cache: Pick<PublicCache, 'invalidateSoon'> },
  now = new Date(),
): Promise<{ batches: number; challenges: number }> {
  const { db } = deps.database;
  const batches = await shareDueBatches(db, now);
  let released = 0;
  for (const challenge of await challengesToCheck(db, now, LATE_PAYMENT_GRACE_MS)) {
    const progress = await challengeProgress(db, challenge);
    const reached =
      challenge.unlockDonors !== null
        ? progress.donors >= challenge.unlockDonors
        : progress.moneyFen >= (challenge.unlockFen ?? Number.MAX_SAFE_INTEGER);
    if (!reached) continue;
    const recorded = await db.transaction((tx) => releaseChallenge(tx, challenge, now));
    if (recorded) released += 1;
  }
  if (released > 0) dropCachedTotals(deps);
  if (batches > 0 || released > 0) deps.cache.invalidateSoon(CACHE_SCOPES.givingDays);
  return { batches, challenges: released };
}
