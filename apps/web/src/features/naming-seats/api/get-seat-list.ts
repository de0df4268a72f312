import type { TSeatList } from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** items/seatList: an area's seats, a grid (twoArray) or a list (oneArray) (doc 2 §7). */
export function getSeatList(areaId: number): Promise<TSeatList> {
  return apiGet<TSeatList>(SPEC_PATHS.items.seatList, { areaId }, { quiet: true });
}

export const seatListQuery = (areaId: number) => ({
  queryKey: ['naming', 'seatList', areaId],
  queryFn: () => getSeatList(areaId),
  // Seats are held and named by other donors all the time: an area opened again is read afresh
  // (its cached answer still draws at once meanwhile). A few seconds of grace spare the screen a
  // second 1,917-seat answer right after start-up asked for it (prefetch-seat-screen.ts).
  staleTime: 5_000,
});

/** Null waits (no area known yet). */
export function useSeatList(areaId: number | null) {
  return useQuery({ ...seatListQuery(areaId ?? 0), enabled: areaId !== null });
}
