import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';

/** A point of the current map to fly to (find my name). */
export type FoundPoint = { seatId: number; id: number; x: number; y: number };

/**
 * What a search found on the map in view; `search` counts the searches, so finding the same
 * point again (after the donor panned away) flies there again.
 */
export type SearchHit = { point: FoundPoint; search: number };

/** The keyword is an item number: digits only (a donor's name goes to the server). */
export function itemNumberOf(keyword: string): number | null {
  const text = keyword.trim();
  return /^\d{1,6}$/.test(text) ? Number(text) : null;
}

/** The tree, seat, brick or building drawn with this number, or with this seatId. */
export function findPoint(
  map: Pick<TMapDefinition, 'treeList' | 'buildingList'>,
  match: { id?: number; seatId?: number },
): FoundPoint | null {
  const hit = (point: { id: number; seatId: number }) =>
    match.seatId !== undefined ? point.seatId === match.seatId : point.id === match.id;
  const point = map.treeList.find(hit) ?? map.buildingList.find(hit);
  return point ? { seatId: point.seatId, id: point.id, x: point.x, y: point.y } : null;
}
