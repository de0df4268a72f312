import type {
  TChallengeInput,
  TContestInput,
  TPoolInput,
  TPoolReconciliation,
} from '@alma/shared/admin-api/giving-days';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';
import { afterGivingDayWrite, givingDayQuery } from './giving-days.ts';

/** A pool's reconciliation, read fresh each time its drawer opens. */
export const reconciliationQuery = (dayId: number, poolId: number) =>
  queryOptions({
    queryKey: [...givingDayQuery(dayId).queryKey, 'reconciliation', poolId] as const,
    queryFn: () =>
      adminCall<TPoolReconciliation>('GET', `/giving-days/${dayId}/pools/${poolId}/reconciliation`),
    staleTime: 0,
  });

export const useReconciliation = (dayId: number, poolId: number) =>
  useQuery(reconciliationQuery(dayId, poolId));

/** One write of a day's parts; the day (with its parts), the list and the dashboard are read again. */
function usePartWrite<I>(run: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => afterGivingDayWrite(client) });
}

/** A new pool (no id) or a change of one (an opened pool: only a larger size and another end). */
export const useSavePool = (dayId: number) =>
  usePartWrite(({ id, input }: { id: number | undefined; input: TPoolInput }) =>
    id === undefined
      ? adminCall('POST', `/giving-days/${dayId}/pools`, { body: input })
      : adminCall('PUT', `/giving-days/${dayId}/pools/${id}`, { body: input }),
  );

/** Only before it opens. */
export const useDeletePool = (dayId: number) =>
  usePartWrite((id: number) => adminCall('DELETE', `/giving-days/${dayId}/pools/${id}`));

export const useAddChallenge = (dayId: number) =>
  usePartWrite((input: TChallengeInput) =>
    adminCall('POST', `/giving-days/${dayId}/challenges`, { body: input }),
  );

export const useDeleteChallenge = (dayId: number) =>
  usePartWrite((id: number) => adminCall('DELETE', `/giving-days/${dayId}/challenges/${id}`));

export const useAddContest = (dayId: number) =>
  usePartWrite((input: TContestInput) =>
    adminCall('POST', `/giving-days/${dayId}/contests`, { body: input }),
  );

export const useDeleteContest = (dayId: number) =>
  usePartWrite((id: number) => adminCall('DELETE', `/giving-days/${dayId}/contests/${id}`));
