import type { TItemDetail, TSubItemStat } from '@alma/shared/api/items';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

/**
 * The project entity (doc 1 §7 items/itemsDetail), sent as a public call. Quiet: the screen shows
 * a not-found state itself instead of the shell's toast on top of it.
 */
export function getItemDetail(id: number): Promise<TItemDetail> {
  return apiGet<TItemDetail>(`${DONATEU}/items/itemsDetail`, { id }, { publicCall: true, quiet: true });
}

function itemDetailOptions(id: number | undefined) {
  return queryOptions({
    queryKey: ['items', 'itemsDetail', id],
    queryFn: () => getItemDetail(id ?? 0),
    enabled: id !== undefined,
  });
}

export function useItemDetail(id: number | undefined) {
  return useQuery(itemDetailOptions(id));
}

/** The project of a detail page opened fresh, asked for while the screen's code loads. */
export function prefetchItemDetail(client: QueryClient, id: number): Promise<void> {
  return client.prefetchQuery(itemDetailOptions(id));
}

/** Money raised by each sub-project (doc 1 §2); an empty list for a project without any. */
export function getSubItemsStatistics(itemsId: number): Promise<TSubItemStat[]> {
  return apiGet<TSubItemStat[]>(`${DONATEU}/items/subItemsStatistics`, { itemsId }, { quiet: true });
}

export function useSubItemsStatistics(itemsId: number | undefined) {
  return useQuery({
    queryKey: ['items', 'subItemsStatistics', itemsId],
    queryFn: () => getSubItemsStatistics(itemsId ?? 0),
    enabled: itemsId !== undefined,
  });
}
