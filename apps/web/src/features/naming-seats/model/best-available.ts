import { SEAT_STATUS, type TSeat } from '@alma/shared/api/naming';

/** How many seats together the chooser may find at once. */
export const TOGETHER_MIN = 2;
export const TOGETHER_MAX = 10;

type Row = ReadonlyArray<TSeat | null>;

/**
 * 'N seats together' (issue 14, ours): N free seats side by side in one row of a grid area —
 * a gap (an aisle) or a seat that is not free breaks the run — that leave no single free seat
 * stranded beside them (nobody buys the one seat left between a block and an aisle), nearest
 * the stage (row 1 first), then nearest the middle of the row. Seats already chosen count as not
 * free. Null when no row has such a block.
 */
export function bestAvailable(
  twoArray: readonly Row[],
  n: number,
  chosenIds: ReadonlySet<number> = new Set(),
): TSeat[] | null {
  if (!Number.isInteger(n) || n < 1) return null;
  const free = (seat: TSeat | null): seat is TSeat =>
    seat !== null && seat.status === SEAT_STATUS.open && !chosenIds.has(seat.id);
  const width = twoArray.reduce((most, row) => Math.max(most, row.length), 0);
  const middle = (width - 1) / 2;
  for (const row of twoArray) {
    let best: { start: number; distance: number } | null = null;
    for (const run of freeRuns(row, free)) {
      for (let offset = 0; offset + n <= run.length; offset += 1) {
        const left = offset;
        const right = run.length - n - offset;
        if (left === 1 || right === 1) continue;
        const start = run.start + offset;
        const distance = Math.abs(start + (n - 1) / 2 - middle);
        if (!best || distance < best.distance) best = { start, distance };
      }
    }
    if (best) return row.slice(best.start, best.start + n) as TSeat[];
  }
  return null;
}

/** The row's runs of consecutive free seats: where each starts and how long it is. */
function freeRuns(
  row: Row,
  free: (seat: TSeat | null) => seat is TSeat,
): Array<{ start: number; length: number }> {
  const runs: Array<{ start: number; length: number }> = [];
  let start = -1;
  for (let index = 0; index <= row.length; index += 1) {
    const open = index < row.length && free(row[index] ?? null);
    if (open && start < 0) start = index;
    if (!open && start >= 0) {
      runs.push({ start, length: index - start });
      start = -1;
    }
  }
  return runs;
}
