import type { TDonorRow } from '@alma/shared/admin-api/donors';
import type { TAdminUpload } from '@alma/shared/admin-api/files';
import type {
  TOfflineGiftCreate,
  TOfflineGiftRow,
  TOfflineMethod,
  TStatementPreview,
} from '@alma/shared/admin-api/offline-gifts';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

type Recorded = { id: number; billNo: string };

/** The list's filters and page, as the address keeps them. */
export type GiftsQuery = {
  page: number;
  pageSize: number;
  itemsId?: number | undefined;
  method?: TOfflineMethod | undefined;
  q?: string | undefined;
};

const giftsOptions = (query: GiftsQuery) =>
  queryOptions({
    queryKey: ['offline-gifts', query],
    queryFn: () => adminCall<TAdminRows<TOfflineGiftRow>>('GET', '/offline-gifts', { query }),
    placeholderData: keepPreviousData,
  });
const GIFTS_KEY = ['offline-gifts'] as const;

export function useOfflineGifts(query: GiftsQuery) {
  return useQuery(giftsOptions(query));
}

/** A recorded gift moves totals, the donor's gifts and the orders: every such list is asked again. */
function useInvalidateMoney() {
  const client = useQueryClient();
  return () =>
    Promise.all(
      [GIFTS_KEY, ['orders'], ['donors'], ['projects'], ['dashboard'], ['audit']].map((queryKey) =>
        client.invalidateQueries({ queryKey }),
      ),
    );
}

export function useRecordGift() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (body: TOfflineGiftCreate) => adminCall<Recorded>('POST', '/offline-gifts', { body }),
    onSuccess: invalidate,
  });
}

export function useConfirmGifts() {
  const invalidate = useInvalidateMoney();
  return useMutation({
    mutationFn: (gifts: TOfflineGiftCreate[]) =>
      adminCall<{ recorded: Recorded[] }>('POST', '/offline-gifts/confirm', { body: { gifts } }),
    onSuccess: invalidate,
  });
}

export function uploadVoucher(file: File): Promise<TAdminUpload> {
  const body = new FormData();
  body.append('file', file);
  return adminCall<TAdminUpload>('POST', '/offline-gifts/vouchers', { body });
}

export function previewStatement(file: File): Promise<TStatementPreview> {
  const body = new FormData();
  body.append('file', file);
  return adminCall<TStatementPreview>('POST', '/offline-gifts/statement', { body });
}

/** Donors found by name or mobile, for the 登记 form's donor field. */
export function useDonorSearch(words: string) {
  return useQuery({
    queryKey: ['donors', 'search', words],
    queryFn: () => adminCall<TAdminRows<TDonorRow>>('GET', '/donors', { query: { s: words, pageSize: 20 } }),
    enabled: words.trim().length > 0,
    staleTime: 10_000,
  });
}
