import type { TMapDefinition } from '@alma/shared/naming-map/map-definition';
import { useEffect, useMemo, useState } from 'react';
import { useSeatStatusList } from '../api/get-seat-status-list.ts';
import { type MapFilter, statusBody } from '../model/map-filter.ts';
import { statusesToDraw } from '../model/point-status.ts';

/** Doc 4 §9: the seat, gmu, build and wall pages reveal their points 500 ms after load. */
export const REVEAL_MS = 500;

/**
 * The statuses of a map's points with the chosen filters (doc 4 §4): asked for whenever the map
 * has points; a filter asks again and keeps the points drawn until the answer comes.
 */
export function useMapStatuses(
  itemsId: number,
  map: TMapDefinition | undefined,
  filter: MapFilter,
  revealAll: boolean,
) {
  const hasPoints = map !== undefined && (map.treeList.length > 0 || map.buildingList.length > 0);
  const body = useMemo(
    () => (map && hasPoints ? statusBody(itemsId, map.areaIdList, filter) : null),
    [itemsId, map, hasPoints, filter],
  );
  const statuses = useSeatStatusList(body);
  const [revealed, setRevealed] = useState(false);
  // These campaigns have one map each: the screen (keyed by its area) is the load.
  useEffect(() => {
    if (!revealAll) return;
    const timer = window.setTimeout(() => setRevealed(true), REVEAL_MS);
    return () => window.clearTimeout(timer);
  }, [revealAll]);
  // Until the answer of this map's own request comes, a previous map's statuses are no help.
  const data = statuses.isPlaceholderData && !sameMap(statuses.data, map) ? undefined : statuses.data;
  return {
    statuses: statusesToDraw(data, revealAll, revealed),
    revealed,
    failed: statuses.isError,
    retry: () => void statuses.refetch(),
  };
}

/** A placeholder answer (the last filter's) of the same map still draws: same points, fewer of them. */
function sameMap(data: object | undefined, map: TMapDefinition | undefined): boolean {
  if (!data || !map) return false;
  const ids = new Set(map.treeList.map((point) => String(point.seatId)));
  for (const key of Object.keys(data)) return ids.has(key);
  return true;
}
