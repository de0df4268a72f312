import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type {
  TProjectCreate,
  TProjectDetail,
  TProjectPatch,
  TProjectRow,
  ZProjectQuery,
} from '@alma/shared/admin-api/projects';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

/** The list's filters as the address holds them once parsed. */
export type TProjectFilter = z.output<typeof ZProjectQuery>;

const PROJECTS_KEY = ['projects'] as const;

/** GET /projects, one page of the filtered list; the previous page stays while the next loads. */
export function useProjectPage(query: TProjectFilter) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'page', query],
    queryFn: () => adminCall<TAdminRows<TProjectRow>>('GET', '/projects', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useProject(id: number | null) {
  return useQuery({
    queryKey: [...PROJECTS_KEY, 'detail', id],
    queryFn: () => adminCall<TProjectDetail>('GET', `/projects/${id}`),
    enabled: id !== null,
  });
}

/** A write shows at once in the list, the open project and the audit trail. */
function useProjectMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      client
        .invalidateQueries({ queryKey: PROJECTS_KEY })
        .then(() => client.invalidateQueries({ queryKey: ['audit'] })),
  });
}

export function useCreateProject() {
  return useProjectMutation((input: TProjectCreate) =>
    adminCall<TProjectDetail>('POST', '/projects', { body: input }),
  );
}

export function useChangeProject() {
  return useProjectMutation(({ id, change }: { id: number; change: TProjectPatch }) =>
    adminCall<TProjectDetail>('PATCH', `/projects/${id}`, { body: change }),
  );
}

export function useSetListed() {
  return useProjectMutation(({ id, listed }: { id: number; listed: boolean }) =>
    adminCall<TProjectDetail>('POST', `/projects/${id}/${listed ? 'publish' : 'unpublish'}`, { body: {} }),
  );
}
