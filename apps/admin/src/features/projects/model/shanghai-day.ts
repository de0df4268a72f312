import { toWireDate } from '@alma/shared/dates/wire-date';

/** The calendar day (`YYYY-MM-DD`) in Shanghai at `now`: the foundation's today, wherever staff sit. */
export function shanghaiDay(now: Date): string {
  return (toWireDate(now) ?? '').slice(0, 10);
}
