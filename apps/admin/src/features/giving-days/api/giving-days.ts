import type {
  TAdminGivingDay,
  TAdminGivingDayRow,
  TGivingDayDashboard,
  TGivingDayInput,
} from '@alma/shared/admin-api/giving-days';
import type { TAdminPage, TAdminRows } from '@alma/shared/admin-api/paging';
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** Every read of this feature sits under this key: a write reads them all again. */
export const GIVING_DAYS_KEY = ['giving-days'] as const;

/** How often the live dashboard is read while its tab is open. */
export const DASHBOARD_REFRESH_MS = 5_000;

export const givingDaysQuery = (page: TAdminPage) =>
  queryOptions({
    queryKey: [...GIVING_DAYS_KEY, 'list', page.page, page.pageSize] as const,
    queryFn: () => adminCall<TAdminRows<TAdminGivingDayRow>>('GET', '/giving-days', { query: page }),
    placeholderData: keepPreviousData,
  });

/**
 * A day with its pools' figures and states: read again with the dashboard while the day has not
 * ended (the pools tab's money and a pool's opening move on their own), and on every visit.
 */
export const givingDayQuery = (id: number) =>
  queryOptions({
    queryKey: [...GIVING_DAYS_KEY, 'day', id] as const,
    queryFn: () => adminCall<TAdminGivingDay>('GET', `/giving-days/${id}`),
    refetchInterval: (query) => (query.state.data?.state === 'ended' ? false : DASHBOARD_REFRESH_MS),
    staleTime: 0,
  });

/** The live figures, read again every 5 s while a component that uses them is on screen. */
export const dashboardQuery = (id: number) =>
  queryOptions({
    queryKey: [...givingDayQuery(id).queryKey, 'dashboard'] as const,
    queryFn: () => adminCall<TGivingDayDashboard>('GET', `/giving-days/${id}/dashboard`),
    refetchInterval: DASHBOARD_REFRESH_MS,
    staleTime: 0,
  });

export const useGivingDays = (page: TAdminPage) => useQuery(givingDaysQuery(page));
export const useGivingDay = (id: number) => useQuery(givingDayQuery(id));
export const useDashboard = (id: number) => useQuery(dashboardQuery(id));

/** After any staff write: the days (list, detail, dashboard) and the audit trail are read again. */
export function afterGivingDayWrite(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: GIVING_DAYS_KEY }),
    client.invalidateQueries({ queryKey: ['audit'] }),
  ]);
}

/** A new day (no id) or a change of one; answers the day as saved. */
export function useSaveGivingDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | undefined; input: TGivingDayInput }) =>
      id === undefined
        ? adminCall<TAdminGivingDay>('POST', '/giving-days', { body: input })
        : adminCall<TAdminGivingDay>('PUT', `/giving-days/${id}`, { body: input }),
    onSuccess: () => afterGivingDayWrite(client),
  });
}

/** Only before the day starts; the server answers 409 after. */
export function useDeleteGivingDay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall('DELETE', `/giving-days/${id}`),
    onSuccess: () => afterGivingDayWrite(client),
  });
}

/** The boards' switch under load: pauses or resumes the donor page's leaderboards and live feed. */
export function useSetBoardsPaused(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (paused: boolean) =>
      adminCall('PUT', `/giving-days/${id}/boards-paused`, { body: { paused } }),
    onSuccess: () => afterGivingDayWrite(client),
  });
}
