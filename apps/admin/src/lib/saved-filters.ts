import type { TSavedFilter, TSavedFilterList } from '@alma/shared/admin-api/saved-filters';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from './admin-client.ts';
import { moveLocalFilters } from './move-local-filters.ts';

/**
 * GET /saved-filters: a list's filters, the staff member's own first, then colleagues' shared ones.
 * Filters an earlier console kept in this browser are moved to the server first, inside the read:
 * moved beside it, the list's first read could answer before the move and be kept (an in-flight
 * first fetch is not restarted by an invalidation), hiding the moved filters until the next load.
 */
const savedFiltersOptions = (list: TSavedFilterList, staffId?: number) =>
  queryOptions({
    queryKey: ['saved-filters', list],
    queryFn: async () => {
      if (staffId !== undefined) await moveLocalFilters(staffId, list);
      return adminCall<TSavedFilter[]>('GET', '/saved-filters', { query: { list } });
    },
  });

/** A list's saved filters, with this browser's old ones moved to the server first. */
export function useSavedFilters(list: TSavedFilterList, staffId: number) {
  return useQuery(savedFiltersOptions(list, staffId));
}

/** Each write leaves an audit row: the list's filters and the audit trail are asked again. */
function useFilterMutation<TInput>(list: TSavedFilterList, call: (input: TInput) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: savedFiltersOptions(list).queryKey }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

export function useSaveFilter(list: TSavedFilterList) {
  return useFilterMutation(list, (body: { name: string; query: string; shared: boolean }) =>
    adminCall<TSavedFilter>('POST', '/saved-filters', { body: { list, ...body } }),
  );
}

/** Renames, shares or unshares one's own filter. */
export function useChangeFilter(list: TSavedFilterList) {
  return useFilterMutation(list, ({ id, ...body }: { id: number; shared?: boolean; name?: string }) =>
    adminCall<TSavedFilter>('PATCH', `/saved-filters/${id}`, { body }),
  );
}

export function useDeleteFilter(list: TSavedFilterList) {
  return useFilterMutation(list, (id: number) => adminCall('DELETE', `/saved-filters/${id}`));
}
