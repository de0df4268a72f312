import type { TSeatStatusBody, TSeatStatusMap } from '@alma/shared/api/naming-activity';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';

/** naming/activity/getSeatStatusList (doc 4 §7): seatId → status of the points that pass the filter. */
export function getSeatStatusList(body: TSeatStatusBody): Promise<TSeatStatusMap> {
  return apiPost<TSeatStatusMap>(SPEC_PATHS.namingActivity.getSeatStatusList, body, { quiet: true });
}

/**
 * Statuses change with every naming order (held, named, released): read again on each visit to a
 * map, with a few seconds' grace so going back and forth does not ask twice.
 */
export const seatStatusQuery = (body: TSeatStatusBody) =>
  queryOptions({
    queryKey: ['campaignMaps', 'status', body],
    queryFn: () => getSeatStatusList(body),
    staleTime: 5_000,
  });

/** Null: the map has no points, nothing is asked. A new filter keeps the old points until it answers. */
export function useSeatStatusList(body: TSeatStatusBody | null) {
  return useQuery({
    ...seatStatusQuery(body ?? { itemsId: 0, areaIdList: [], seatName: '' }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}
