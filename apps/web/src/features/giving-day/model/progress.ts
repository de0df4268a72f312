/** A bar's fill, 0–100, one decimal; null without a goal (no bar is drawn). */
export function percentOf(value: number, goal: number): number | null {
  if (!(goal > 0)) return null;
  const percent = Math.floor((Math.max(0, value) / goal) * 1000) / 10;
  return Math.min(100, percent);
}
