import type { TReceiptConfig } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';

const RECEIPT_CONFIG_STALE_MS = 5 * 60_000;

/** receipt/config/detail (doc 3 §3): the institution's receipt and paper-certificate settings. */
export function getReceiptConfig(): Promise<TReceiptConfig> {
  return apiGet<TReceiptConfig>(SPEC_PATHS.receipt.configDetail);
}

/**
 * One cached copy for the personal centre (its receipt entry), the certificate list (the paper
 * tab, the certificate ways, the pickup address) and the receipt list (apply, ways, pickup).
 */
export function useReceiptConfig() {
  return useQuery({
    queryKey: ['receipt', 'config', 'detail'],
    queryFn: getReceiptConfig,
    staleTime: RECEIPT_CONFIG_STALE_MS,
  });
}
