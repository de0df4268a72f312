import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { wechatTokens } from '../../db/schema/wechat-tokens.ts';
import type { Secrets } from '../../security/secrets.ts';

export type WechatTokenKind = 'access_token' | 'jsapi_ticket';
/** A value as WeChat hands it out: the credential and its lifetime in seconds. */
export type FetchedToken = { value: string; expiresInS: number };

/** Fetched anew this long before it expires, so no request ever carries one in its last seconds. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** How long one instance may hold the right to refresh before another may take it over (it died). */
const LEASE_MS = 30_000;
const WAIT_STEP_MS = 100;

export type WechatTokenCache = {
  /** The current value, fetched through `fetch` by exactly one instance when it is due. */
  get(kind: WechatTokenKind, fetch: () => Promise<FetchedToken>): Promise<string>;
  /** WeChat refused `value` (40001/42001): the next get fetches a new one, unless another did already. */
  invalidate(kind: WechatTokenKind, value: string): Promise<void>;
};

type Options = {
  db: Db;
  secrets: Secrets;
  appId: string;
  clock?: () => Date;
  /** Raised by tests; WeChat's lifetimes are 7200 s, far above it. */
  marginMs?: number;
};

/**
 * The access token and jsapi_ticket in the database (wechat_tokens), shared by every instance.
 *
 * One refresher at a time without holding a lock across the call to WeChat: an instance takes the
 * row's lease with a conditional upsert (`refreshing_until` empty or past), which PostgreSQL and
 * PGlite both decide atomically on the row. The others keep using the current value while it is
 * still valid (it is only inside its 5-minute margin), or wait for the new one when there is none.
 * A refresher that dies leaves a lease that runs out after 30 s.
 */
export function makeWechatTokenCache({
  db,
  secrets,
  appId,
  clock = () => new Date(),
  marginMs = REFRESH_MARGIN_MS,
}: Options): WechatTokenCache {
  const rowOf = (kind: WechatTokenKind) => and(eq(wechatTokens.appId, appId), eq(wechatTokens.kind, kind));

  async function read(kind: WechatTokenKind) {
    const [row] = await db
      .select({ value: wechatTokens.value, expiresAt: wechatTokens.expiresAt })
      .from(wechatTokens)
      .where(rowOf(kind));
    return row && row.value !== '' ? { sealed: row.value, expiresAt: row.expiresAt } : null;
  }

  async function claim(kind: WechatTokenKind, now: Date): Promise<boolean> {
    const until = new Date(now.getTime() + LEASE_MS);
    const claimed = await db
      .insert(wechatTokens)
      .values({ appId, kind, refreshingUntil: until, expiresAt: now })
      .onConflictDoUpdate({
        target: [wechatTokens.appId, wechatTokens.kind],
        set: { refreshingUntil: until },
        setWhere: or(isNull(wechatTokens.refreshingUntil), lte(wechatTokens.refreshingUntil, now)),
      })
      .returning({ kind: wechatTokens.kind });
    return claimed.length > 0;
  }

  async function store(kind: WechatTokenKind, fetched: FetchedToken) {
    const at = clock();
    await db
      .update(wechatTokens)
      .set({
        value: secrets.seal(fetched.value),
        expiresAt: new Date(at.getTime() + fetched.expiresInS * 1000),
        refreshingUntil: null,
        updatedAt: at,
      })
      .where(rowOf(kind));
  }

  async function release(kind: WechatTokenKind) {
    await db.update(wechatTokens).set({ refreshingUntil: null }).where(rowOf(kind));
  }

  return {
    async get(kind, fetch) {
      const started = clock().getTime();
      for (;;) {
        const now = clock();
        const current = await read(kind);
        if (current && current.expiresAt.getTime() - marginMs > now.getTime()) {
          return secrets.open(current.sealed);
        }
        if (await claim(kind, now)) {
          // Another instance may have stored a fresh value between our read and our claim (its
          // store frees the lease): read again before asking WeChat.
          const stored = await read(kind);
          if (stored && stored.expiresAt.getTime() - marginMs > clock().getTime()) {
            await release(kind);
            return secrets.open(stored.sealed);
          }
          let fetched: FetchedToken;
          try {
            fetched = await fetch();
          } catch (error) {
            await release(kind);
            throw error;
          }
          await store(kind, fetched);
          return fetched.value;
        }
        // Another instance is refreshing: the current value is still good until it expires.
        if (current && current.expiresAt.getTime() > now.getTime()) return secrets.open(current.sealed);
        if (clock().getTime() - started > LEASE_MS)
          throw new Error(`wechat ${kind}: refresher did not finish`);
        await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
      }
    },

    async invalidate(kind, value) {
      const current = await read(kind);
      if (!current || secrets.open(current.sealed) !== value) return;
      // Only the value that was refused: a newer one another instance stored meanwhile stays.
      await db
        .update(wechatTokens)
        .set({ expiresAt: new Date(0) })
        .where(and(rowOf(kind), eq(wechatTokens.value, current.sealed)));
    },
  };
}
