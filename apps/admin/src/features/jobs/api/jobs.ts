import type { TJobCounts, TJobRow, ZJobQuery } from '@alma/shared/admin-api/jobs';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

const JOBS_KEY = ['jobs'] as const;
/** Jobs run in seconds: the open screen follows them without a reload. */
const REFRESH_MS = 10_000;

export type TJobPage = TAdminRows<TJobRow> & { counts: TJobCounts };

/** GET /jobs, asked again every 10 s while the screen is open (and the browser tab visible). */
export function useJobPage(query: z.output<typeof ZJobQuery>) {
  return useQuery({
    queryKey: [...JOBS_KEY, query],
    queryFn: () => adminCall<TJobPage>('GET', '/jobs', { query }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** A failed job queued again; the documents it makes show on their screens when it has run. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => adminCall('POST', `/jobs/${id}/retry`, { body: {} }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: JOBS_KEY }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}
