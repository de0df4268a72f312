/** The days a report covers, as the wire has them: Asia/Shanghai calendar days `YYYY-MM-DD`. */

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Shanghai day of an instant, whatever the browser's own time zone. */
export function shanghaiDay(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The report's first range: the current Shanghai month up to today. */
export function monthToDate(now: Date): { from: string; to: string } {
  const today = shanghaiDay(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** The years the annual report offers: this Shanghai year and the nine before it, newest first. */
export function reportYears(now: Date): number[] {
  const year = Number(shanghaiDay(now).slice(0, 4));
  return Array.from({ length: 10 }, (_, index) => year - index);
}

/** The year an annual report first offers: last year in January (its report is due), else this one. */
export function defaultReportYear(now: Date): number {
  const today = shanghaiDay(now);
  const year = Number(today.slice(0, 4));
  return today.slice(5, 7) === '01' ? year - 1 : year;
}
