import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client.ts';
import { tabListKey } from './get-tab-list.ts';

/** Posts a message on a project (doc 1 §7 items/insertLeaveword, token required). */
export function insertLeaveword(itemsId: number, content: string): Promise<null> {
  return apiPost<null>(SPEC_PATHS.items.insertLeaveword, { itemsId, content });
}

/**
 * On a project without auditing the new message is listed at once, so the message tab reloads;
 * an audited one stays unseen until approved, and reloading would show nothing new.
 */
export function useInsertLeaveword(itemsId: number, audited: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => insertLeaveword(itemsId, content),
    onSuccess: async () => {
      if (!audited) await queryClient.invalidateQueries({ queryKey: tabListKey('message', itemsId) });
    },
  });
}
