import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type {
  TStaffCreate,
  TStaffQuery,
  TStaffRow,
  TStaffUpdate,
  TTotpEnrolment,
  ZStaffCreated,
} from '@alma/shared/admin-api/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

const STAFF_KEY = ['staff'] as const;

/** GET /staff, one page; the previous page stays on screen while the next loads. */
export function useStaffPage(page: TStaffQuery) {
  return useQuery({
    queryKey: [...STAFF_KEY, page],
    queryFn: () => adminCall<TAdminRows<TStaffRow>>('GET', '/staff', { query: page }),
    placeholderData: keepPreviousData,
  });
}

/** Every change shows in the list (and the audit trail) at once. */
function useStaffMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: STAFF_KEY })
        .then(() => client.invalidateQueries({ queryKey: ['audit'] })),
  });
}

export function useCreateStaff() {
  return useStaffMutation((input: TStaffCreate) =>
    adminCall<z.infer<typeof ZStaffCreated>>('POST', '/staff', { body: input }),
  );
}

export function useUpdateStaff() {
  return useStaffMutation(({ id, change }: { id: number; change: TStaffUpdate }) =>
    adminCall<TStaffRow>('PATCH', `/staff/${id}`, { body: change }),
  );
}

/** A new second factor: the old authenticator entry stops working, the answer is the new enrolment. */
export function useResetTotp() {
  return useStaffMutation((id: number) =>
    adminCall<TTotpEnrolment>('POST', `/staff/${id}/reset-totp`, { body: {} }),
  );
}

/** The authenticator's first code, read back while its QR is on screen: only then can it sign in. */
export function useConfirmTotp() {
  return useStaffMutation(({ id, totp }: { id: number; totp: string }) =>
    adminCall<TStaffRow>('POST', `/staff/${id}/confirm-totp`, { body: { totp } }),
  );
}

export function useResetPassword() {
  return useStaffMutation(({ id, password }: { id: number; password: string }) =>
    adminCall('POST', `/staff/${id}/reset-password`, { body: { password } }),
  );
}
