/**
 * The ids of one kind after moving the entry at `index` a step earlier (-1) or later (+1): the whole
 * new order, as POST /home-entries/reorder takes it. Null when it is already first or last.
 */
export function movedEntryIds(ids: readonly number[], index: number, step: -1 | 1): number[] | null {
  const to = index + step;
  if (index < 0 || index >= ids.length || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[index], next[to]] = [next[to] as number, next[index] as number];
  return next;
}
