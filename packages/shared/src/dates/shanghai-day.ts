/** Asia/Shanghai is UTC+8 all year (no daylight saving since 1991). */
export const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The Asia/Shanghai calendar day of an instant, as YYYY-MM-DD. */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}
