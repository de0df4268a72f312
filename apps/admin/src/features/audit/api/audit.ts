import type { TAuditRow, ZAuditQuery } from '@alma/shared/admin-api/audit';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TStaffRow } from '@alma/shared/admin-api/staff';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

/** The audit query as the address gives it, parsed with the server's own schema. */
export type AuditQuery = z.output<typeof ZAuditQuery>;

/** GET /audit with the filters of the address; the previous page stays while the next loads. */
export function useAuditPage(query: AuditQuery) {
  return useQuery({
    queryKey: ['audit', query],
    queryFn: () => adminCall<TAdminRows<TAuditRow>>('GET', '/audit', { query }),
    placeholderData: keepPreviousData,
  });
}

/** The accounts to filter by (GET /staff's largest page): a foundation has tens, not hundreds. */
export function useStaffChoices() {
  return useQuery({
    queryKey: ['staff', { page: 1, pageSize: 200 }],
    queryFn: () => adminCall<TAdminRows<TStaffRow>>('GET', '/staff', { query: { page: 1, pageSize: 200 } }),
    staleTime: 5 * 60_000,
  });
}
