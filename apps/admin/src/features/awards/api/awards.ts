import type { TAwardRow, TAwardWrite } from '@alma/shared/admin-api/awards';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

type TAwardList = TAdminRows<TAwardRow>;

const AWARDS_KEY = ['awards'] as const;

/** Every award (few), in the donors' grid order. */
export function useAwards() {
  return useQuery({ queryKey: AWARDS_KEY, queryFn: () => adminCall<TAwardList>('GET', '/awards') });
}

/** Each write answers the whole list in its order, which becomes the cached one. */
function useAwardMutation<I>(run: (input: I) => Promise<TAwardList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      client.setQueryData(AWARDS_KEY, list);
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/** A new award (no id) or a change of one. */
export function useSaveAward() {
  return useAwardMutation(({ id, input }: { id: number | undefined; input: TAwardWrite }) =>
    id === undefined
      ? adminCall<TAwardList>('POST', '/awards', { body: input })
      : adminCall<TAwardList>('PUT', `/awards/${id}`, { body: input }),
  );
}

export function useDeleteAward() {
  return useAwardMutation((id: number) => adminCall<TAwardList>('DELETE', `/awards/${id}`));
}
