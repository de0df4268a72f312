import type { NamingObjectKind } from '@alma/shared/api/naming';
import { MAP_POINT_KINDS } from '@alma/shared/naming-map/map-definition';

type Kind = Exclude<NamingObjectKind, 'book'>;
type StoredMap = Record<string, unknown>;

const seatIdsOf = (list: unknown): number[] =>
  Array.isArray(list)
    ? list.flatMap((point) => {
        const id = (point as { seatId?: unknown } | null)?.seatId;
        return typeof id === 'number' ? [id] : [];
      })
    : [];

const pointKindOf = (map: StoredMap): Kind => {
  const kind = map.pointKind;
  // A map saved before point kinds existed draws trees (the schema's default).
  return (MAP_POINT_KINDS as readonly unknown[]).includes(kind) ? (kind as Kind) : 'tree';
};

/**
 * What a seat row is, read from its project's campaign maps: a point of a map is what the map
 * draws (tree, seat, brick), a building is a building, and a seat in an area a map loads is of
 * that map's kind. A seat no map shows is a seat (the seat-grid projects have no map).
 */
export function seatKindsFrom(maps: readonly StoredMap[]) {
  const bySeat = new Map<number, Kind>();
  const byArea = new Map<number, Kind>();
  for (const map of maps) {
    const kind = pointKindOf(map);
    for (const id of seatIdsOf(map.treeList)) bySeat.set(id, kind);
    for (const id of seatIdsOf(map.buildingList)) bySeat.set(id, 'building');
    if (Array.isArray(map.areaIdList))
      for (const areaId of map.areaIdList)
        if (typeof areaId === 'number' && !byArea.has(areaId)) byArea.set(areaId, kind);
  }
  return (seat: { seatId: number; areaId: number }): Kind =>
    bySeat.get(seat.seatId) ?? byArea.get(seat.areaId) ?? 'seat';
}
