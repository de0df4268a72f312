import type { TDonorMergeAnswer, TDonorMergeInput } from '@alma/shared/admin-api/donor-merge';
import type { TDonorRow } from '@alma/shared/admin-api/donors';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** Donors by name, account or mobile (the list's own search), to pick the record to merge. */
export function useMergeCandidates(words: string) {
  return useQuery({
    queryKey: ['donors', 'merge-candidates', words],
    queryFn: () => adminCall<TAdminRows<TDonorRow>>('GET', '/donors', { query: { s: words, pageSize: 20 } }),
    enabled: words.trim().length > 0,
    staleTime: 10_000,
  });
}

/** After a merge or its undo: every donor screen (lists, details, notes) and the audit trail. */
function useAfterMerge() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['donors'] }),
      client.invalidateQueries({ queryKey: ['audit'] }),
    ]);
}

/** POST /donors/:id/merge: `mergedId` is merged into the record `keptId`, which is kept. */
export function useMergeDonors() {
  const after = useAfterMerge();
  return useMutation({
    mutationFn: ({ keptId, mergedId }: { keptId: number } & TDonorMergeInput) =>
      adminCall<TDonorMergeAnswer>('POST', `/donors/${keptId}/merge`, {
        body: { mergedId } satisfies TDonorMergeInput,
      }),
    onSuccess: after,
  });
}

/** POST /donors/merges/:mergeId/undo: the merged record and its rows come back as they were. */
export function useUndoMerge() {
  const after = useAfterMerge();
  return useMutation({
    mutationFn: (mergeId: number) => adminCall('POST', `/donors/merges/${mergeId}/undo`, { body: {} }),
    onSuccess: after,
  });
}
