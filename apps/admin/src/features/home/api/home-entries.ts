import type { THomeEntryKind, THomeEntryList, THomeEntryWrite } from '@alma/shared/admin-api/home';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

const HOME_ENTRIES_KEY = ['home-entries'] as const;

/** Every banner and tile (few), each kind in the donor app's order, and the layout that shows them. */
export function useHomeEntries() {
  return useQuery({
    queryKey: HOME_ENTRIES_KEY,
    queryFn: () => adminCall<THomeEntryList>('GET', '/home-entries'),
  });
}

/** Each write answers the whole list in its new order, which becomes the cached one. */
function useHomeEntryMutation<I>(run: (input: I) => Promise<THomeEntryList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      client.setQueryData(HOME_ENTRIES_KEY, list);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/** A new entry (no id) or a change of one. */
export function useSaveHomeEntry() {
  return useHomeEntryMutation(({ id, input }: { id: number | undefined; input: THomeEntryWrite }) =>
    id === undefined
      ? adminCall<THomeEntryList>('POST', '/home-entries', { body: input })
      : adminCall<THomeEntryList>('PUT', `/home-entries/${id}`, { body: input }),
  );
}

export function useDeleteHomeEntry() {
  return useHomeEntryMutation((id: number) => adminCall<THomeEntryList>('DELETE', `/home-entries/${id}`));
}

/** The new order of one kind names each of its entries once (the server refuses a stale list). */
export function useReorderHomeEntries() {
  return useHomeEntryMutation((order: { kind: THomeEntryKind; ids: number[] }) =>
    adminCall<THomeEntryList>('POST', '/home-entries/reorder', { body: order }),
  );
}
