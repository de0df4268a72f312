import type { TProjectDetail } from '@alma/shared/admin-api/projects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

/**
 * PUT /projects/:id/content: the rich content alone, the one project setting a content editor may
 * write. The answer (with the content as the server sanitised it) becomes the open project.
 */
export function useSaveContent(itemsId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      adminCall<TProjectDetail>('PUT', `/projects/${itemsId}/content`, { body: { content } }),
    onSuccess: (saved) => {
      client.setQueryData(['projects', 'detail', itemsId], saved);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
