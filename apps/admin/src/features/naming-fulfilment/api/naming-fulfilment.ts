import type { TAdminUpload } from '@alma/shared/admin-api/files';
import type {
  InstallState,
  THoldRelease,
  TNamingHoldRow,
  TNamingInstallRow,
} from '@alma/shared/admin-api/naming-fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** Holds last 15 minutes at most: the list asks again this often while it is on screen. */
export const HOLDS_REFRESH_MS = 10_000;

type Page = { page: number; pageSize: number };

export function useHolds(query: Page & { itemsId?: number | undefined }) {
  return useQuery({
    queryKey: ['naming-holds', query],
    queryFn: () => adminCall<TAdminRows<TNamingHoldRow>>('GET', '/naming-holds', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: HOLDS_REFRESH_MS,
  });
}

export function useReleaseHold() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (billNo: string) =>
      adminCall<THoldRelease>('POST', `/naming-holds/${encodeURIComponent(billNo)}/release`, { body: {} }),
    // Released or refused (already paid, expired), the list is out of date either way.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['naming-holds'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

export function useInstalls(
  query: Page & { itemsId?: number | undefined; state?: InstallState | undefined },
) {
  return useQuery({
    queryKey: ['naming-installs', query],
    queryFn: () => adminCall<TAdminRows<TNamingInstallRow>>('GET', '/naming-installs', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useMoveInstall() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ claimId, state, photo }: { claimId: number; state: InstallState; photo: string }) =>
      adminCall<TNamingInstallRow>('PUT', `/naming-installs/${claimId}`, { body: { state, photo } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['naming-installs'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

/** The install photo through the staff upload (the roles that move plaques may use this one). */
export function uploadInstallPhoto(file: File): Promise<TAdminUpload> {
  const body = new FormData();
  body.append('file', file);
  return adminCall<TAdminUpload>('POST', '/naming-installs/photos', { body });
}
