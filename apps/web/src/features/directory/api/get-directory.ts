import {
  DIRECTORY_PAGE_SIZE,
  type TDonateRecordOrder,
  type TDonateRecordPage,
  type TDonationTotals,
} from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { nextOffset } from '../../../lib/paging.ts';

const DIRECTORY_KEY = ['directory'] as const;

/** index/donateRecordPage: the whole site's paid gifts, 20 a page as the donor scrolls (doc 3 §9). */
export function useDirectoryPage(order: TDonateRecordOrder, search: string) {
  return useInfiniteQuery({
    queryKey: [...DIRECTORY_KEY, 'page', order, search],
    queryFn: ({ pageParam }) =>
      apiGet<TDonateRecordPage>(SPEC_PATHS.index.donateRecordPage, {
        limit: DIRECTORY_PAGE_SIZE,
        offset: pageParam,
        order,
        ...(search ? { s: search } : {}),
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/** index/total: how many gifts the platform has had and their money (the totals line). */
export function useDonationTotals() {
  return useQuery({
    queryKey: [...DIRECTORY_KEY, 'total'],
    queryFn: () => apiGet<TDonationTotals>(SPEC_PATHS.index.total),
  });
}
