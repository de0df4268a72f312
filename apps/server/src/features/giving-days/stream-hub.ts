import type { ServerResponse } from 'node:http';
import { GIVING_DAY_STREAM_EVENTS, type TGivingDayDetail } from '@alma/shared/api/giving-days';
import type { Language } from '@alma/shared/i18n/language';
import type { Db } from '../../db/client.ts';
import { givingDayDetail } from './reads-service.ts';

/** How often a watched day is read again, and how often while staff pause its boards under load. */
export const PUSH_EVERY_MS = 2_000;
export const PAUSED_PUSH_EVERY_MS = 10_000;
/** A comment line keeps proxies and phones from closing a quiet stream. */
const PING_EVERY_MS = 25_000;

type Watchers = {
  clients: Set<ServerResponse>;
  timer: NodeJS.Timeout | null;
  last: string;
  lastPingAt: number;
};

/**
 * The giving days' live pages (issue 25), one instance's share: phones watching a day hold an
 * event stream; the instance reads the day once per PUSH_EVERY_MS for all of them (not once per
 * phone) and writes an `update` only when the page would change. Every instance reads the database,
 * so a gift paid on another instance shows within the period. Streams end when the server closes.
 */
export class GivingDayStreams {
  readonly #groups = new Map<string, Watchers>();
  readonly #db: Db;
  readonly #max: number;
  #count = 0;

  readonly #orderLimit: TGivingDayDetail['orderLimit'];

  constructor(db: Db, options: { maxStreams: number; orderLimit: TGivingDayDetail['orderLimit'] }) {
    this.#db = db;
    this.#max = options.maxStreams;
    this.#orderLimit = options.orderLimit;
  }

  get size(): number {
    return this.#count;
  }

  /** Whether another stream may open here (past the cap, the page falls back to reading the day). */
  hasRoom(): boolean {
    return this.#count < this.#max;
  }

  /** Starts a phone's stream with the day as it is now; the caller has checked the day exists. */
  async open(
    response: ServerResponse,
    givingDayId: number,
    language: Language,
    first: string,
  ): Promise<void> {
    const key = `${givingDayId}:${language}`;
    let group = this.#groups.get(key);
    if (!group) {
      group = { clients: new Set(), timer: null, last: first, lastPingAt: Date.now() };
      this.#groups.set(key, group);
    }
    const watchers = group;
    watchers.clients.add(response);
    this.#count += 1;
    response.on('close', () => {
      if (!watchers.clients.delete(response)) return;
      this.#count -= 1;
      if (watchers.clients.size === 0) {
        if (watchers.timer) clearTimeout(watchers.timer);
        this.#groups.delete(key);
      }
    });
    write(response, GIVING_DAY_STREAM_EVENTS.update, first);
    if (!watchers.timer) this.#schedule(key, watchers, givingDayId, language, PUSH_EVERY_MS);
  }

  #schedule(key: string, group: Watchers, givingDayId: number, language: Language, everyMs: number): void {
    group.timer = setTimeout(async () => {
      if (this.#groups.get(key) !== group) return;
      let next = everyMs;
      try {
        const detail = await givingDayDetail(this.#db, givingDayId, language, this.#orderLimit);
        next = detail.boardsPaused ? PAUSED_PUSH_EVERY_MS : PUSH_EVERY_MS;
        const text = JSON.stringify(detail);
        if (!sameExceptClock(text, group.last)) {
          group.last = text;
          for (const client of group.clients) write(client, GIVING_DAY_STREAM_EVENTS.update, text);
          group.lastPingAt = Date.now();
        }
      } catch {
        // The next round tries again; the phones keep what they show.
      }
      if (Date.now() - group.lastPingAt >= PING_EVERY_MS) {
        for (const client of group.clients) write(client, GIVING_DAY_STREAM_EVENTS.ping, '{}');
        group.lastPingAt = Date.now();
      }
      if (this.#groups.get(key) === group) this.#schedule(key, group, givingDayId, language, next);
    }, everyMs);
    group.timer.unref();
  }

  /** Ends every stream (the server is closing). */
  close(): void {
    for (const group of this.#groups.values()) {
      if (group.timer) clearTimeout(group.timer);
      for (const client of group.clients) client.end();
    }
    this.#groups.clear();
    this.#count = 0;
  }
}

function write(response: ServerResponse, event: string, data: string): void {
  if (!response.writableEnded) response.write(`event: ${event}\ndata: ${data}\n\n`);
}

/** The page changes only if something other than the server's clock does. */
function sameExceptClock(a: string, b: string): boolean {
  const clock = /"serverTime":"[^"]*"/;
  return a.replace(clock, '') === b.replace(clock, '');
}
