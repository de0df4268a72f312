import type { TMessageBulk, TMessageRow, ZMessageQuery } from '@alma/shared/admin-api/messages';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

const MESSAGES_KEY = ['messages'] as const;

/** GET /messages, one page of the review queue; the previous page stays while the next loads. */
export function useMessagePage(query: z.output<typeof ZMessageQuery>) {
  return useQuery({
    queryKey: [...MESSAGES_KEY, query],
    queryFn: () => adminCall<TAdminRows<TMessageRow>>('GET', '/messages', { query }),
    placeholderData: keepPreviousData,
  });
}

/** A moderation shows in the queue, the dashboard's pending count and the audit trail at once. */
function useMessageMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: MESSAGES_KEY }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

export function useModerateMessages() {
  return useMessageMutation(({ ids, action }: TMessageBulk) =>
    ids.length === 1
      ? adminCall<{ changed: number }>('POST', `/messages/${ids[0]}/${action}`, { body: {} })
      : adminCall<{ changed: number }>('POST', '/messages/bulk', { body: { ids, action } }),
  );
}

export function useReplyMessage() {
  return useMessageMutation(({ id, replyContent }: { id: number; replyContent: string }) =>
    adminCall('PUT', `/messages/${id}/reply`, { body: { replyContent } }),
  );
}
