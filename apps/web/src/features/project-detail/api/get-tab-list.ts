import type { TPage } from '@alma/shared/api/common';
import type {
  TDonationRecordRow,
  TInstructionRow,
  TLeavewordRow,
  TProgressRow,
  TTogetherRow,
} from '@alma/shared/api/items';
import { PAGE_SIZE } from '@alma/shared/constants/limits';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';

/** The list call behind each list tab (doc 1 §7), all paged by limit/offset with itemsId. */
export const TAB_LISTS = {
  record: { path: `${DONATEU}/index/donateRecordPage`, key: 'donateRecordPage' },
  together: { path: `${DONATEU}/items/togetherList`, key: 'togetherList' },
  progress: { path: `${DONATEU}/items/progressList`, key: 'progressList' },
  message: { path: `${DONATEU}/items/leavewordList`, key: 'leavewordList' },
  instruction: { path: `${DONATEU}/items/instructionList`, key: 'instructionList' },
} as const;

export type TabRows = {
  record: TDonationRecordRow;
  together: TTogetherRow;
  progress: TProgressRow;
  message: TLeavewordRow;
  instruction: TInstructionRow;
};
export type ListTab = keyof TabRows;

export function tabListKey(tab: ListTab, itemsId: number) {
  return ['items', TAB_LISTS[tab].key, itemsId] as const;
}

/** One page of a tab's rows; the offset grows by 10 as the visitor scrolls (doc 1 §9). */
export function getTabPage<T extends ListTab>(
  tab: T,
  itemsId: number,
  offset: number,
): Promise<TPage<TabRows[T]>> {
  return apiGet<TPage<TabRows[T]>>(TAB_LISTS[tab].path, { limit: PAGE_SIZE, offset, itemsId });
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
