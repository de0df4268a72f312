import type { TArticleCategoryRow, TArticleCategoryWrite } from '@alma/shared/admin-api/articles';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

type TCategoryList = TAdminRows<TArticleCategoryRow>;

const CATEGORIES_KEY = ['article-categories'] as const;

/** Every article category (few), in sort order: the filter, the editor's picker, the drawer. */
export function useArticleCategories() {
  return useQuery({
    queryKey: CATEGORIES_KEY,
    queryFn: () => adminCall<TCategoryList>('GET', '/article-categories'),
  });
}

/** Each write answers the whole list, which becomes the cached one; article rows show the names. */
function useCategoryMutation<I>(run: (input: I) => Promise<TCategoryList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      client.setQueryData(CATEGORIES_KEY, list);
      return client
        .invalidateQueries({ queryKey: ['articles'] })
        .then(() => client.invalidateQueries({ queryKey: ['audit'] }));
    },
  });
}

export function useSaveArticleCategory() {
  return useCategoryMutation(({ id, input }: { id: number | null; input: TArticleCategoryWrite }) =>
    id === null
      ? adminCall<TCategoryList>('POST', '/article-categories', { body: input })
      : adminCall<TCategoryList>('PUT', `/article-categories/${id}`, { body: input }),
  );
}

/** Only an empty category can go; the server says how many articles still use one. */
export function useDeleteArticleCategory() {
  return useCategoryMutation((id: number) => adminCall<TCategoryList>('DELETE', `/article-categories/${id}`));
}
