import type { TPage } from '@alma/shared/api/common';
import type {
  TDonationRecordRow,
  TInstructionRow,
  TLeavewordRow,
  TNamedDonorRow,
  TProgressRow,
  TTogetherRow,
} from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { NAMING_DONOR_PAGE_SIZE, PAGE_SIZE } from '@alma/shared/constants/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/**
 * The list call behind each list tab (doc 1 §7), all paged by limit/offset with itemsId: 10 a
 * page (doc 1 §9), the named donors of a naming project 50 (doc 1 §7).
 */
export const TAB_LISTS = {
  record: { path: SPEC_PATHS.index.donateRecordPage, key: 'donateRecordPage', pageSize: PAGE_SIZE },
  seatDonors: {
    path: SPEC_PATHS.items.donateSeatList,
    key: 'donateSeatList',
    pageSize: NAMING_DONOR_PAGE_SIZE,
  },
  bookDonors: {
    path: SPEC_PATHS.items.donateBookList,
    key: 'donateBookList',
    pageSize: NAMING_DONOR_PAGE_SIZE,
  },
  together: { path: SPEC_PATHS.items.togetherList, key: 'togetherList', pageSize: PAGE_SIZE },
  progress: { path: SPEC_PATHS.items.progressList, key: 'progressList', pageSize: PAGE_SIZE },
  message: { path: SPEC_PATHS.items.leavewordList, key: 'leavewordList', pageSize: PAGE_SIZE },
  instruction: { path: SPEC_PATHS.items.instructionList, key: 'instructionList', pageSize: PAGE_SIZE },
} as const;

export type TabRows = {
  record: TDonationRecordRow;
  seatDonors: TNamedDonorRow;
  bookDonors: TNamedDonorRow;
  together: TTogetherRow;
  progress: TProgressRow;
  message: TLeavewordRow;
  instruction: TInstructionRow;
};
export type ListTab = keyof TabRows;

export function tabListKey(tab: ListTab, itemsId: number) {
  return ['items', TAB_LISTS[tab].key, itemsId] as const;
}

/** One page of a tab's rows; the offset grows by the list's page size as the visitor scrolls. */
export function getTabPage<T extends ListTab>(
  tab: T,
  itemsId: number,
  offset: number,
): Promise<TPage<TabRows[T]>> {
  const list = TAB_LISTS[tab];
  return apiGet<TPage<TabRows[T]>>(list.path, { limit: list.pageSize, offset, itemsId });
}

export function useTabList<T extends ListTab>(tab: T, itemsId: number) {
  return useInfiniteQuery({
    queryKey: tabListKey(tab, itemsId),
    queryFn: ({ pageParam }) => getTabPage(tab, itemsId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
      return last.rows.length > 0 && loaded < last.total ? loaded : undefined;
    },
  });
}
