import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TPublicityRow, TPublicityWrite } from '@alma/shared/admin-api/project-tabs';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** Apart from ['projects']: a change to a project's settings does not reload its entries. */
const publicityKey = (itemsId: number) => ['project-publicity', itemsId] as const;

/** GET /projects/:id/publicity, newest first, one page; the previous page stays while the next loads. */
export function usePublicityPage(itemsId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...publicityKey(itemsId), page, pageSize],
    queryFn: () =>
      adminCall<TAdminRows<TPublicityRow>>('GET', `/projects/${itemsId}/publicity`, {
        query: { page, pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}

function usePublicityMutation<I, O>(itemsId: number, run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: publicityKey(itemsId) })
        .then(() => client.invalidateQueries({ queryKey: ['audit'] })),
  });
}

/** A new entry (no id) or a change to one. */
export function useSavePublicity(itemsId: number) {
  return usePublicityMutation(itemsId, ({ id, input }: { id?: number; input: TPublicityWrite }) =>
    id === undefined
      ? adminCall<TPublicityRow>('POST', `/projects/${itemsId}/publicity`, { body: input })
      : adminCall<TPublicityRow>('PUT', `/publicity/${id}`, { body: input }),
  );
}

export function useDeletePublicity(itemsId: number) {
  return usePublicityMutation(itemsId, (id: number) => adminCall('DELETE', `/publicity/${id}`));
}
