import { AppError } from '@alma/shared/errors/app-error';
import type { Db, Tx } from '../../db/client.ts';
import { deleteHit, insertHit, recentHitTimes, withKeyLock } from './repository.ts';

/** At most `limit` hits in any `ms` milliseconds. */
export type RateWindow = { ms: number; limit: number };
export type RateRefusal = { window: RateWindow; retryAfterMs: number };
export type HitResult = { allowed: true; hitId: number } | ({ allowed: false } & RateRefusal);

/**
 * The full window that keeps the caller waiting longest, or null when every window has room.
 * `times` are the recent hits, newest first; a slot frees when the `limit`-th newest hit of a
 * window leaves it.
 */
export function fullWindow(
  times: readonly Date[],
  windows: readonly RateWindow[],
  now: Date,
): RateRefusal | null {
  let worst: RateRefusal | null = null;
  for (const window of windows) {
    const since = now.getTime() - window.ms;
    const inside = times.filter((time) => time.getTime() > since);
    if (inside.length < window.limit) continue;
    const freeing = inside[window.limit - 1];
    const retryAfterMs = freeing ? freeing.getTime() + window.ms - now.getTime() : window.ms;
    if (!worst || retryAfterMs > worst.retryAfterMs) worst = { window, retryAfterMs };
  }
  return worst;
}

/** Serialises work on one key across requests and server instances (see withKeyLock). */
export function underKeyLock<T>(db: Db | Tx, key: string, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withKeyLock(db, key, fn);
}

/**
 * Records a hit on `bucket` unless one of the windows is already full. The count and the insert
 * happen under a lock on the bucket, so concurrent callers can never both take the last slot.
 */
export function hit(
  db: Db | Tx,
  bucket: string,
  windows: readonly RateWindow[],
  now = new Date(),
): Promise<HitResult> {
  const longestMs = Math.max(...windows.map((window) => window.ms));
  const largestLimit = Math.max(...windows.map((window) => window.limit));
  return withKeyLock(db, `rate:${bucket}`, async (tx) => {
    const times = await recentHitTimes(tx, bucket, new Date(now.getTime() - longestMs), largestLimit);
    const refusal = fullWindow(times, windows, now);
    if (refusal) return { allowed: false, ...refusal };
    return { allowed: true, hitId: await insertHit(tx, bucket, now) };
  });
}

/** Like `hit`, but a refusal is the generic "too many attempts" business error. */
export async function hitOrRefuse(
  db: Db | Tx,
  bucket: string,
  windows: readonly RateWindow[],
  now = new Date(),
): Promise<number> {
  const result = await hit(db, bucket, windows, now);
  if (!result.allowed) throw new AppError('RATE_LIMITED', 'error.rateLimited');
  return result.hitId;
}

/** Gives a slot back: for limits that count only failures, a success returns its reservation. */
export function releaseHit(db: Db | Tx, hitId: number): Promise<void> {
  return deleteHit(db, hitId);
}
