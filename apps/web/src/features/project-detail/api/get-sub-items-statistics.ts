import type { TSubItemStat } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Money raised by each sub-project (doc 1 §2); an empty list for a project without any. */
export function getSubItemsStatistics(itemsId: number): Promise<TSubItemStat[]> {
  return apiGet<TSubItemStat[]>(SPEC_PATHS.items.subItemsStatistics, { itemsId }, { quiet: true });
}

export function useSubItemsStatistics(itemsId: number | undefined) {
  return useQuery({
    queryKey: ['items', 'subItemsStatistics', itemsId],
    queryFn: () => getSubItemsStatistics(itemsId ?? 0),
    enabled: itemsId !== undefined,
  });
}
