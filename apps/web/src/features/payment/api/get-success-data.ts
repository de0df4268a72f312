import type { TSuccessData } from '@alma/shared/api/donate';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';
import { CERTIFICATE_POLL_MS } from '../payment-timing.ts';

/** items/success (doc 2 §7): only the donor's own paid order answers; anything else is "not found". */
export function getSuccessData(billNo: string): Promise<TSuccessData> {
  return apiGet<TSuccessData>(SPEC_PATHS.items.success, { donatePlatOrder: billNo }, { quiet: true });
}

/**
 * `waitForCertificate`: while the answer's certificateImg is '' ask again every 1.5 s (a job makes
 * the certificate after the payment, doc 2 §4.6); the page turns it off after its wait.
 */
export function useSuccessData(billNo: string, waitForCertificate = false) {
  return useQuery({
    queryKey: ['items', 'success', billNo],
    queryFn: () => getSuccessData(billNo),
    enabled: billNo !== '',
    refetchInterval: (query) =>
      waitForCertificate && query.state.data?.certificateImg === '' ? CERTIFICATE_POLL_MS : false,
  });
}

/** The server's -1 for this call means the order is not the donor's paid order. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === -1;
}
