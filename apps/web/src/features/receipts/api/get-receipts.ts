import type {
  TReceiptDetail,
  TReceiptLastUserInfo,
  TReceiptPage,
  TReceiptStayPage,
} from '@alma/shared/api/receipts';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { PAGE_SIZE } from '@alma/shared/constants/limits';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { nextOffset } from '../../../lib/paging.ts';
import { type ReceiptTab, receiptTabStatus } from '../model/receipt-tabs.ts';

/** Keys under ['user'] belong to the session: login and logout drop them. */
export const RECEIPTS_KEY = ['user', 'receipts'] as const;

/** The stay list loads at most 99 rows at once (doc 3 §9), all an application may name. */
const STAY_LIMIT = 99;

/** receipt/page for a tab, 10 a page, the offset growing by 10 as the donor scrolls (doc 3 §9). */
export function useReceiptPage(tab: ReceiptTab) {
  return useInfiniteQuery({
    queryKey: [...RECEIPTS_KEY, 'page', tab],
    queryFn: ({ pageParam }) =>
      apiGet<TReceiptPage>(SPEC_PATHS.receipt.page, {
        limit: PAGE_SIZE,
        offset: pageParam,
        status: receiptTabStatus(tab),
      }),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

/**
 * receipt/stay/page and receipt/lastUserInfo, asked together when the donor starts applying: the
 * donations still without a receipt, and the last application's details to prefill the form.
 */
export function useReceiptStay(enabled: boolean) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'stay'],
    queryFn: () => apiGet<TReceiptStayPage>(SPEC_PATHS.receipt.stayPage, { limit: STAY_LIMIT, offset: 0 }),
    enabled,
    staleTime: 0,
    select: (page) => page.rows,
  });
}

export function useLastReceiptInfo(enabled: boolean) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'lastUserInfo'],
    queryFn: () => apiGet<TReceiptLastUserInfo>(SPEC_PATHS.receipt.lastUserInfo, {}, { quiet: true }),
    enabled,
    staleTime: 0,
  });
}

/** receipt/detail?id= (doc 3 §7). */
export function useReceiptDetail(id: number) {
  return useQuery({
    queryKey: [...RECEIPTS_KEY, 'detail', id],
    queryFn: () => apiGet<TReceiptDetail>(SPEC_PATHS.receipt.detail, { id }, { quiet: true }),
    enabled: id > 0,
  });
}
