import type { TSeatDetail } from '@alma/shared/api/naming-activity';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** naming/activity/getSeatDetail (doc 4 §7): one tree, seat, brick or building, and its plaque once named. */
export function getSeatDetail(seatId: number): Promise<TSeatDetail> {
  return apiGet<TSeatDetail>(SPEC_PATHS.namingActivity.getSeatDetail, { seatId });
}

export const seatDetailQuery = (seatId: number) =>
  queryOptions({
    queryKey: ['campaignMaps', 'detail', seatId],
    queryFn: () => getSeatDetail(seatId),
    staleTime: 5_000,
  });

export function useSeatDetail(seatId: number | null) {
  return useQuery({ ...seatDetailQuery(seatId ?? 0), enabled: seatId !== null });
}
