import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TCategoryRow, TCategoryWrite } from '@alma/shared/admin-api/project-categories';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

type TCategoryList = TAdminRows<TCategoryRow>;

const CATEGORIES_KEY = ['categories'] as const;

/** Every category (few), in the donor app's tab order: the filter, the form's picker, the drawer. */
export function useCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => adminCall<TCategoryList>('GET', '/categories'),
  });
}

/**
 * Each write answers the whole list in its new order, which becomes the cached one; project rows
 * show a category's name, so they are read again too.
 */
function useCategoryMutation<I>(run: (input: I) => Promise<TCategoryList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      client.setQueryData(CATEGORIES_KEY, list);
      return client
        .invalidateQueries({ queryKey: ['projects'] })
        .then(() => client.invalidateQueries({ queryKey: ['audit'] }));
    },
  });
}

export function useCreateCategory() {
  return useCategoryMutation((input: TCategoryWrite) =>
    adminCall<TCategoryList>('POST', '/categories', { body: input }),
  );
}

export function useRenameCategory() {
  return useCategoryMutation(({ id, ...names }: TCategoryWrite & { id: number }) =>
    adminCall<TCategoryList>('PUT', `/categories/${id}`, { body: names }),
  );
}

/** The new order names every category once (the server refuses a stale list). */
export function useReorderCategories() {
  return useCategoryMutation((ids: number[]) =>
    adminCall<TCategoryList>('POST', '/categories/reorder', { body: { ids } }),
  );
}

/** Only an empty category can go; the server says how many projects still use one. */
export function useDeleteCategory() {
  return useCategoryMutation((id: number) => adminCall<TCategoryList>('DELETE', `/categories/${id}`));
}
