import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TProgressRow, TProgressWrite } from '@alma/shared/admin-api/project-tabs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** Apart from ['projects']: a change to a project's settings does not reload its entries. */
const progressKey = (itemsId: number) => ['project-progress', itemsId] as const;

/** GET /projects/:id/progress, newest first, one page; the previous page stays while the next loads. */
export function useProgressPage(itemsId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...progressKey(itemsId), page, pageSize],
    queryFn: () =>
      adminCall<TAdminRows<TProgressRow>>('GET', `/projects/${itemsId}/progress`, {
        query: { page, pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

function useProgressMutation<I, O>(itemsId: number, run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: progressKey(itemsId) })
        .then(() => client.invalidateQueries({ queryKey: ['audit'] })),
  });
}

/** A new entry (no id) or a change to one. */
export function useSaveProgress(itemsId: number) {
  return useProgressMutation(itemsId, ({ id, input }: { id?: number; input: TProgressWrite }) =>
    id === undefined
      ? adminCall<TProgressRow>('POST', `/projects/${itemsId}/progress`, { body: input })
      : adminCall<TProgressRow>('PUT', `/progress/${id}`, { body: input }),
  );
}

export function useDeleteProgress(itemsId: number) {
  return useProgressMutation(itemsId, (id: number) => adminCall('DELETE', `/progress/${id}`));
}
