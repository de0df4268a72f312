import type { TSuccessData } from '@alma/shared/api/donate';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiGet } from '../../../lib/api-client.ts';

/** items/success (doc 2 §7): only the donor's own paid order answers; anything else is "not found". */
export function getSuccessData(billNo: string): Promise<TSuccessData> {
  return apiGet<TSuccessData>(SPEC_PATHS.items.success, { donatePlatOrder: billNo }, { quiet: true });
}

export function useSuccessData(billNo: string) {
  return useQuery({
    queryKey: ['items', 'success', billNo],
    queryFn: () => getSuccessData(billNo),
    enabled: billNo !== '',
  });
}

/** The server's -1 for this call means the order is not the donor's paid order. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.code === -1;
}
