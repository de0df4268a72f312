import type { TAdminDonationForm } from '@alma/shared/admin-api/donation-form';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProjectRow } from '@alma/shared/admin-api/projects';
import { useQueries, useQuery } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';
import { donorFieldsOf, type TDonorField } from '../model/donor-fields.ts';
import { GIVING_DAYS_KEY } from './giving-days.ts';

/**
 * The projects a day may take part with: money-donation projects (the server refuses naming ones,
 * whose gifts pools do not match), the first 200, searched by name in the select (as ProjectSelect).
 */
export function useProjectChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...GIVING_DAYS_KEY, 'project-choices'] as const,
    queryFn: () =>
      adminCall<TAdminRows<TProjectRow>>('GET', '/projects', {
        query: { page: 1, pageSize: 200, kind: 'donation' },
      }),
    staleTime: 60_000,
    enabled,
  });
}

/**
 * The donor fields of these projects' donation forms (GET /projects/:id/form each), for the boards
 * and a pool's donor limit. `enabled` false (a role that may not read the forms): none.
 */
export function useDonorFields(itemIds: readonly number[], enabled: boolean): TDonorField[] {
  return useQueries({
    queries: itemIds.map((id) => ({
      queryKey: [...GIVING_DAYS_KEY, 'project-form', id] as const,
      queryFn: () => adminCall<TAdminDonationForm>('GET', `/projects/${id}/form`),
      staleTime: 60_000,
      enabled,
    })),
    combine: (results) => donorFieldsOf(results.flatMap((result) => (result.data ? [result.data] : []))),
  });
}
