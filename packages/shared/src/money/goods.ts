/**
 * A count of donated goods with its unit, as donors read it: "1,200 本", "3 books" — a space
 * between, so an English unit never runs into the number ("3books"). A module of its own: the
 * screens that load later share it without it weighing on the first bundle.
 */
export function formatGoods(count: number, unit: string): string {
  return `${count.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
}
