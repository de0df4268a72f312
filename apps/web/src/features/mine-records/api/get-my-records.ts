import type { TPage } from '@alma/shared/api/common';
import type { TNamingRecord } from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import {
  NAMING_RECORDS_MAX_LIMIT,
  type TMyDonationGroup,
  type TMyDonationRow,
  type TMyJoinRow,
  type TMyTogetherRow,
  type TTogetherStatistics,
} from '@alma/shared/api/user-records';
import { PAGE_SIZE } from '@alma/shared/constants/limits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** The paged personal lists (doc 2 §7), all limit/offset, 10 a page (doc 2 §9). */
export const MY_LISTS = {
  groups: SPEC_PATHS.userCenter.itemsDonateGroup,
  byTime: SPEC_PATHS.userCenter.donateRecordList,
  launches: SPEC_PATHS.userCenter.launchList,
  joins: SPEC_PATHS.userCenter.joinList,
} as const;

export type MyListRows = {
  groups: TMyDonationGroup;
  byTime: TMyDonationRow;
  launches: TMyTogetherRow;
  joins: TMyJoinRow;
};
export type MyList = keyof MyListRows;

/** Keys under ['user'] belong to the session: login and logout drop them. */
export const myListKey = (list: MyList) => ['user', 'records', list] as const;

export function getMyListPage<L extends MyList>(list: L, offset: number): Promise<TPage<MyListRows[L]>> {
  return apiGet<TPage<MyListRows[L]>>(MY_LISTS[list], { limit: PAGE_SIZE, offset });
}

export function useMyList<L extends MyList>(list: L) {
  return useInfiniteQuery({
    queryKey: myListKey(list),
    queryFn: ({ pageParam }) => getMyListPage(list, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}

export function useTogetherStatistics() {
  return useQuery({
    queryKey: ['user', 'records', 'togetherStatistics'] as const,
    queryFn: () => apiGet<TTogetherStatistics>(SPEC_PATHS.userCenter.togetherStatistics),
  });
}

/** user/center/namingList: all my naming orders in one call of 999 (doc 2 §9). */
export function useMyNamings() {
  return useQuery({
    queryKey: ['user', 'records', 'namings'] as const,
    queryFn: () =>
      apiGet<TPage<TNamingRecord>>(SPEC_PATHS.userCenter.namingList, {
        limit: NAMING_RECORDS_MAX_LIMIT,
        offset: 0,
      }),
    select: (page) => page.rows,
  });
}
