import type { TPage } from '@alma/shared/api/common';
import type { TNamingRecord } from '@alma/shared/api/naming';
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

const CENTER = '/uplus-foundation/app/v1/donateu/user/center';

/** The paged personal lists (doc 2 §7), all limit/offset, 10 a page (doc 2 §9). */
export const MY_LISTS = {
  groups: `${CENTER}/itemsDonateGroup`,
  byTime: `${CENTER}/donateRecordList`,
  launches: `${CENTER}/launchList`,
  joins: `${CENTER}/joinList`,
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
    queryFn: () => apiGet<TTogetherStatistics>(`${CENTER}/togetherStatistics`),
  });
}

/** user/center/namingList: all my naming orders in one call of 999 (doc 2 §9). */
export function useMyNamings() {
  return useQuery({
    queryKey: ['user', 'records', 'namings'] as const,
    queryFn: () =>
      apiGet<TPage<TNamingRecord>>(`${CENTER}/namingList`, { limit: NAMING_RECORDS_MAX_LIMIT, offset: 0 }),
    select: (page) => page.rows,
  });
}
