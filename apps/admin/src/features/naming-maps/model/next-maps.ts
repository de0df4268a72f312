import type { TNamingMapDetail } from '@alma/shared/admin-api/naming-maps';

/**
 * An area point's 下级地图 in staff words: the next map's title, never its `next` key. The maps one
 * level down come with the detail (mapsBelow); one with no title yet goes by `untitled` (made from
 * its map name, which staff chose), a `next` naming no map yet by `missing`.
 */
type TMapBelow = TNamingMapDetail['mapsBelow'][number];
export type TNextLabels = { untitled: (name: string) => string; missing: string };

export function nextMapTitle(below: TMapBelow, labels: TNextLabels): string {
  return below.title || labels.untitled(below.name);
}

/** The title of the map `next` leads to, or null when no map one level down has it. */
export function titleOfNext(
  mapsBelow: readonly TMapBelow[],
  next: string,
  labels: TNextLabels,
): string | null {
  const below = mapsBelow.find((map) => map.next === next);
  return below ? nextMapTitle(below, labels) : null;
}

/**
 * The choices of the 下级地图 select: each map one level down by its title, and the point's current
 * `next` when it names no map yet (so the select shows that rather than a bare key).
 */
export function nextMapOptions(
  mapsBelow: readonly TMapBelow[],
  current: string,
  labels: TNextLabels,
): Array<{ value: string; label: string }> {
  const options = mapsBelow.map((below) => ({ value: below.next, label: nextMapTitle(below, labels) }));
  if (current !== '' && !mapsBelow.some((below) => below.next === current)) {
    options.push({ value: current, label: labels.missing });
  }
  return options;
}
