import type { TReceiptConfig } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const SITE_STALE_MS = 5 * 60_000;

/** receipt/config/detail: here only isOpenReceipt, which shows the paper-receipt entry. */
export function getReceiptConfig(): Promise<TReceiptConfig> {
  return apiGet<TReceiptConfig>(SPEC_PATHS.receipt.configDetail);
}

export function useReceiptConfig() {
  return useQuery({
    queryKey: ['receipt', 'config', 'detail'],
    queryFn: getReceiptConfig,
    staleTime: SITE_STALE_MS,
  });
}
