import type { TMySignRow } from '@alma/shared/api/agreements';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { AGREEMENTS_KEY } from './agreement-keys.ts';

/** cpu/sign/agreement/getMySign: the donor's agreements, newest first, with the files each has. */
export const myAgreementsQuery = queryOptions({
  queryKey: [...AGREEMENTS_KEY, 'mine'],
  queryFn: () => apiGet<TMySignRow[]>(SPEC_PATHS.cpuSign.getMySign, {}, { quiet: true }),
  // A seal or a receipt arrives while the donor waits: the list is asked for again on each visit.
  staleTime: 0,
});

export function useMyAgreements() {
  return useQuery(myAgreementsQuery);
}
