import type { TSubItemRow, TSubItemsWrite } from '@alma/shared/admin-api/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/** PUT /projects/:id/sub-items: the whole ordered list; answers the saved rows (new ones with ids). */
export function useSaveSubItems(itemsId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rows: TSubItemsWrite['rows']) =>
      adminCall<{ rows: TSubItemRow[] }>('PUT', `/projects/${itemsId}/sub-items`, { body: { rows } }),
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: ['projects'] })
        .then(() => client.invalidateQueries({ queryKey: ['audit'] })),
  });
}
