import { SHANGHAI_OFFSET_MS } from '@alma/shared/dates/shanghai-day';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo dates are offsets from the moment of seeding, so the data looks recent whenever it is
 * loaded. Times are set in Asia/Shanghai so donations fall in waking hours.
 */
export type DemoClock = {
  now: Date;
  /** `days` before today, at hh:mm Shanghai time. */
  at(days: number, hour?: number, minute?: number): Date;
  /** The Shanghai calendar date (`YYYY-MM-DD`) `days` before today, for `date` columns. */
  day(days: number): string;
};

export function makeDemoClock(now: Date = new Date()): DemoClock {
  const shanghaiMidnight = Math.floor((now.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS) * DAY_MS;
  const at = (days: number, hour = 10, minute = 0) =>
    new Date(shanghaiMidnight - days * DAY_MS + (hour * 60 + minute) * 60_000 - SHANGHAI_OFFSET_MS);
  return {
    now,
    at,
    day: (days) => new Date(shanghaiMidnight - days * DAY_MS).toISOString().slice(0, 10),
  };
}
