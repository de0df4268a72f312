import type { ServerResponse } from 'node:http';
import { GIVING_DAY_STREAM_EVENTS, type TGivingDayDetail } from '@alma/shared/api/giving-days';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';

/** How often a watched day is read again, and how often while staff pause its boards under load. */
export const PUSH_EVERY_MS = 2_000;
export const PAUSED_PUSH_EVERY_MS = 10_000;
/** A comment line keeps proxies and phones from closing a quiet stream. */
const PING_EVERY_MS = 25_000;

/** Reads a day's page as the detail call answers it (reads-service's givingDayDetail). */
export type DayReader = (givingDayId: number, language: Language) => Promise<TGivingDayDetail>;

type Watchers = {
  clients: Set<ServerResponse>;
  timer: NodeJS.Timeout | null;
  /** The page as last read, pushed to the group and given to a phone that joins. */
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
  /** A day being read for a phone that joins before anyone watches it: the others wait for it. */
  readonly #reading = new Map<string, Promise<string>>();
  readonly #read: DayReader;
  readonly #max: number;
  readonly #maxPerAddress: number;
  readonly #byAddress = new Map<string, number>();
  #count = 0;

  constructor(read: DayReader, options: { maxStreams: number; maxPerAddress: number }) {
    this.#read = read;
    this.#max = options.maxStreams;
    this.#maxPerAddress = options.maxPerAddress;
  }

  get size(): number {
    return this.#count;
  }

  /**
   * Whether another stream may open here for a client at `address`: 'full' past the instance's cap,
   * 'address' past one address's (one client cannot take every stream). Either way the page falls
   * back to reading the day.
   */
  roomFor(address: string): 'ok' | 'full' | 'address' {
    if (this.#count >= this.#max) return 'full';
    return (this.#byAddress.get(address) ?? 0) >= this.#maxPerAddress ? 'address' : 'ok';
  }

  /**
   * The page a joining phone starts with: the day as its watchers have it (read at most one period
   * ago, with the server's clock of now), so 5,000 phones opening the page at 10:00 cost one read,
   * not 5,000 — a read of a busy day's boards is tens of milliseconds. Refuses a day that does not
   * exist as the read does.
   */
  async first(givingDayId: number, language: Language): Promise<string> {
    const key = `${givingDayId}:${language}`;
    const watched = this.#groups.get(key);
    if (watched) return withClock(watched.last, new Date());
    let reading = this.#reading.get(key);
    if (!reading) {
      reading = this.#read(givingDayId, language)
        .then((detail) => JSON.stringify(detail))
        .finally(() => this.#reading.delete(key));
      this.#reading.set(key, reading);
    }
    return withClock(await reading, new Date());
  }

  /** Starts a phone's stream with `first` (from first()); the caller has checked the day exists. */
  async open(
    response: ServerResponse,
    givingDayId: number,
    language: Language,
    first: string,
    address: string,
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
    this.#byAddress.set(address, (this.#byAddress.get(address) ?? 0) + 1);
    response.on('close', () => {
      if (!watchers.clients.delete(response)) return;
      this.#count -= 1;
      const left = (this.#byAddress.get(address) ?? 1) - 1;
      if (left > 0) this.#byAddress.set(address, left);
      else this.#byAddress.delete(address);
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
        const detail = await this.#read(givingDayId, language);
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
    this.#byAddress.clear();
    this.#count = 0;
  }
}

function write(response: ServerResponse, event: string, data: string): void {
  if (!response.writableEnded) response.write(`event: ${event}\ndata: ${data}\n\n`);
}

const CLOCK = /"serverTime":"[^"]*"/;

/** The page with the server's clock set to `now` (the countdown counts from it). */
function withClock(text: string, now: Date): string {
  return text.replace(CLOCK, `"serverTime":"${toWireDate(now) ?? ''}"`);
}

/** The page changes only if something other than the server's clock does. */
function sameExceptClock(a: string, b: string): boolean {
  return a.replace(CLOCK, '') === b.replace(CLOCK, '');
}
