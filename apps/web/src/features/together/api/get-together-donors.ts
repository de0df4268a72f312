import type { TDonateRecordPage } from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { MAX_PAGE_LIMIT } from '@alma/shared/constants/limits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** Doc 2 §9: the donor list pages by 20; the share page asks for up to 9999 at once. */
export const TOGETHER_LIST_PAGE_SIZE = 20;

function getDonors(togetherId: number, limit: number, offset: number): Promise<TDonateRecordPage> {
  return apiGet<TDonateRecordPage>(SPEC_PATHS.index.donateRecordPage, {
    donateTogetherId: togetherId,
    limit,
    offset,
  });
}

/** The share page's donor avatars. */
export function useTogetherDonors(togetherId: number) {
  return useQuery({
    queryKey: ['together', 'donors', togetherId],
    queryFn: () => getDonors(togetherId, MAX_PAGE_LIMIT, 0),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}

/** together-list: every donor, 20 a page as the visitor scrolls. */
export function useTogetherDonorPages(togetherId: number) {
  return useInfiniteQuery({
    queryKey: ['together', 'donorPages', togetherId],
    queryFn: ({ pageParam }) => getDonors(togetherId, TOGETHER_LIST_PAGE_SIZE, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
