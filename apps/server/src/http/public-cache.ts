import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

type Entry = {
  payload: Buffer;
  /** Made once per fill for answers worth compressing; phones on slow networks get a third of the bytes. */
  gzipped: Buffer | null;
  etag: string;
  scopes: readonly string[];
  storedAt: number;
};

const GZIP_MIN_BYTES = 1024;
/** invalidateSoon tells the other instances at most this often. */
const SOON_EVERY_MS = 250;
export type CacheTicket = { key: string; scopes: readonly string[]; generations: number[] };

/**
 * A short-lived cache of public read answers (the calls a viral share link hammers).
 * A write bumps its scope here and, through NOTIFY, on every other instance; the TTL bounds how
 * stale an answer can be if a notification is ever missed. Generations stop a read that began
 * before a write from storing its stale answer after it.
 */
export class PublicCache {
  readonly #entries = new Map<string, Entry>();
  readonly #generations = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #publish: (scope: string) => Promise<void> = async () => undefined;
  /** Scopes waiting for the next notification, and that notification once it is under way. */
  #pending = new Set<string>();
  #queued: Promise<void> | null = null;
  #sending: Promise<void> = Promise.resolve();
  /** Scopes invalidateSoon dropped here that the other instances have yet to hear of. */
  readonly #soon = new Set<string>();
  #soonTimer: NodeJS.Timeout | null = null;
  #soonSentAt = Number.NEGATIVE_INFINITY;
  readonly #soonEveryMs: number;

  constructor(options: { ttlMs: number; maxEntries?: number; soonEveryMs?: number }) {
    this.#ttlMs = options.ttlMs;
    this.#maxEntries = options.maxEntries ?? 5000;
    this.#soonEveryMs = options.soonEveryMs ?? SOON_EVERY_MS;
  }

  /** Where invalidations go to reach the other instances (set once the database listens). */
  onPublish(publish: (scope: string) => Promise<void>): void {
    this.#publish = publish;
  }

  lookup(key: string, now = Date.now()): Entry | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    if (now - entry.storedAt > this.#ttlMs) {
      this.#entries.delete(key);
      return null;
    }
    return entry;
  }

  /** Bumped by every drop of the scope: memos of rows outside this cache compare it too. */
  generation(scope: string): number {
    return this.#generations.get(scope) ?? 0;
  }

  ticket(key: string, scopes: readonly string[]): CacheTicket {
    return { key, scopes, generations: scopes.map((scope) => this.#generations.get(scope) ?? 0) };
  }

  /** Stores an answer (kept as bytes, so a hit costs no encoding) and returns its ETag. */
  store(ticket: CacheTicket, payload: string, now = Date.now()): string {
    return this.storeAnswer(ticket, payload, now).etag;
  }

  /**
   * Stores an answer and returns its ETag and, for an answer worth compressing, its gzip bytes,
   * so the first reader (a miss) is sent compressed like every later one.
   */
  storeAnswer(
    ticket: CacheTicket,
    payload: string,
    now = Date.now(),
  ): { etag: string; gzipped: Buffer | null } {
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    const bytes = Buffer.from(payload);
    const gzipped = bytes.length >= GZIP_MIN_BYTES ? gzipSync(bytes) : null;
    const unchanged = ticket.scopes.every(
      (scope, i) => (this.#generations.get(scope) ?? 0) === ticket.generations[i],
    );
    if (unchanged && this.#ttlMs > 0) {
      if (this.#entries.size >= this.#maxEntries) {
        const oldest = this.#entries.keys().next().value;
        if (oldest !== undefined) this.#entries.delete(oldest);
      }
      this.#entries.set(ticket.key, { payload: bytes, gzipped, etag, scopes: ticket.scopes, storedAt: now });
    }
    return { etag, gzipped };
  }

  /** Drops this instance's answers of a scope (called for local writes and for notifications). */
  drop(scope: string): void {
    this.#generations.set(scope, (this.#generations.get(scope) ?? 0) + 1);
    for (const [key, entry] of this.#entries) if (entry.scopes.includes(scope)) this.#entries.delete(key);
  }

  /**
   * Call after a write to data of these scopes has committed. Resolves once a notification that
   * was sent after this call names the scopes. Writes that come while one notification is under
   * way share the next one: at most one is in flight and one waits, however many payments come.
   */
  async invalidate(...scopes: string[]): Promise<void> {
    for (const scope of scopes) this.drop(scope);
    if (scopes.length === 0) return;
    await this.#announce(scopes);
  }

  /**
   * For writes that come by the hundred a second (payments, refunds): this instance's answers are
   * dropped at once, and the other instances are told at most once per `soonEveryMs` (250 ms) in
   * one notification naming every scope since, not awaited. On PostgreSQL a NOTIFY is a commit
   * that holds the cluster-wide notify lock through its WAL flush, so one per payment serialised
   * the payments' commits (saturated notifications 1,083/s without, 546-700/s with). Their answers
   * are a quarter of a second staler there at most; a lost notification is bounded by the TTL.
   */
  invalidateSoon(...scopes: string[]): void {
    for (const scope of scopes) {
      this.drop(scope);
      this.#soon.add(scope);
    }
    if (this.#soonTimer || this.#soon.size === 0) return;
    const wait = Math.max(0, this.#soonSentAt + this.#soonEveryMs - Date.now());
    this.#soonTimer = setTimeout(() => {
      this.#soonTimer = null;
      this.#soonSentAt = Date.now();
      const names = [...this.#soon];
      this.#soon.clear();
      this.#announce(names).catch(() => undefined);
    }, wait);
    this.#soonTimer.unref();
  }

  /** Resolves once a notification sent after this call names the scopes (already dropped here). */
  async #announce(scopes: readonly string[]): Promise<void> {
    for (const scope of scopes) this.#pending.add(scope);
    if (!this.#queued) {
      const queued = this.#sending.then(() => {
        this.#queued = null;
        const names = [...this.#pending].join(',');
        this.#pending.clear();
        // One notification for all scopes: each NOTIFY is a committed transaction.
        return this.#publish(names);
      });
      this.#queued = queued;
      this.#sending = queued.catch(() => undefined);
    }
    await this.#queued;
  }

  clear(): void {
    for (const scope of this.#generations.keys()) this.drop(scope);
    this.#entries.clear();
  }
}

/** The scopes of public reads; writes name the ones they touch. */
export const CACHE_SCOPES = {
  items: 'items',
  site: 'site',
  progress: 'progress',
  leavewords: 'leavewords',
  donations: 'donations',
  togethers: 'togethers',
  /** The article lists (both sources); whatever saves an article or a category drops it. */
  articles: 'articles',
  /**
   * A project's order settings and form config (not its totals), memoised by the order path.
   * Whatever changes them must invalidate this scope; a direct database edit shows within the
   * memo's few seconds.
   */
  itemConfig: 'itemConfig',
  /** The giving days' list and pages (issue 25): staff's changes drop it; totals age by the TTL. */
  givingDays: 'givingDays',
} as const;
