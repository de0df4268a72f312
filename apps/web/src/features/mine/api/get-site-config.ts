import type { TReceiptConfig } from '@alma/shared/api/site';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

const DONATEU = '/uplus-foundation/app/v1/donateu';
const SITE_STALE_MS = 5 * 60_000;

/** receipt/config/detail: here only isOpenReceipt, which shows the paper-receipt entry. */
export function getReceiptConfig(): Promise<TReceiptConfig> {
  return apiGet<TReceiptConfig>(`${DONATEU}/receipt/config/detail`);
}

export function useReceiptConfig() {
  return useQuery({
    queryKey: ['receipt', 'config', 'detail'],
    queryFn: getReceiptConfig,
    staleTime: SITE_STALE_MS,
  });
}
