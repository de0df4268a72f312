import type { TPage } from '@alma/shared/api/common';
import type { TItemListRow } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { PAGE_SIZE } from '@alma/shared/constants/limits';
import { infiniteQueryOptions, type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type ItemsFilter = { typeId: number | undefined; search: string };

/** One page of the project list; the offset grows by 10 as the visitor scrolls (doc 1 §9). */
export function getItemsList(filter: ItemsFilter, offset: number): Promise<TPage<TItemListRow>> {
  return apiGet<TPage<TItemListRow>>(SPEC_PATHS.items.itemsList, {
    limit: PAGE_SIZE,
    offset,
    typeId: filter.typeId,
    s: filter.search || undefined,
  });
}

function itemsListOptions(filter: ItemsFilter) {
  return infiniteQueryOptions({
    queryKey: ['items', 'itemsList', filter],
    queryFn: ({ pageParam }) => getItemsList(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function useItemsList(filter: ItemsFilter) {
  return useInfiniteQuery(itemsListOptions(filter));
}

/** The home list's first page (no category, no search), ready before the first render. */
export function prefetchHomeList(client: QueryClient): Promise<void> {
  return client.prefetchInfiniteQuery(itemsListOptions({ typeId: undefined, search: '' }));
}
