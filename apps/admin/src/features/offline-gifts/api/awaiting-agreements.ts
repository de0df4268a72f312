import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/**
 * GET /agreements/awaiting-transfer: sealed agreements whose money has not come, of the typed amount
 * and with the payer's own first; `q` finds one by its number or the donor's name.
 */
/** The narrowing as typed (ZAgreementAwaitingQuery parses it on the server). */
export type TAwaitingNarrowing = { amount?: string; payerName?: string; q?: string };

export function useAwaitingAgreements(query: TAwaitingNarrowing) {
  return useQuery({
    queryKey: ['agreements', 'awaiting-transfer', query],
    queryFn: () => adminCall<TAgreementAwaiting[]>('GET', '/agreements/awaiting-transfer', { query }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
