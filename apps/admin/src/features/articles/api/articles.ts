import type {
  TArticleDetail,
  TArticleRow,
  TArticleStatus,
  TArticleWrite,
  ZArticleQuery,
} from '@alma/shared/admin-api/articles';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminCall } from '../../../lib/admin-client.ts';

/** The list's filters as the address holds them once parsed. */
export type TArticleFilter = z.output<typeof ZArticleQuery>;

const ARTICLES_KEY = ['articles'] as const;

/** GET /articles, one page of the filtered list; the previous page stays while the next loads. */
export function useArticlePage(query: TArticleFilter) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'page', query],
    queryFn: () => adminCall<TAdminRows<TArticleRow>>('GET', '/articles', { query }),
    placeholderData: keepPreviousData,
  });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'detail', id],
    queryFn: () => adminCall<TArticleDetail>('GET', `/articles/${id}`),
    enabled: id !== null,
  });
}

/** A write shows at once in the list, the open article, the categories' counts and the audit trail. */
function useArticleMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ARTICLES_KEY }),
        client.invalidateQueries({ queryKey: ['article-categories'] }),
        client.invalidateQueries({ queryKey: ['audit'] }),
      ]),
  });
}

/** POST /articles (id null) or PUT /articles/:id. */
export function useSaveArticle() {
  return useArticleMutation(({ id, input }: { id: number | null; input: TArticleWrite }) =>
    id === null
      ? adminCall<TArticleDetail>('POST', '/articles', { body: input })
      : adminCall<TArticleDetail>('PUT', `/articles/${id}`, { body: input }),
  );
}

export function useSetArticleStatus() {
  return useArticleMutation(({ id, status }: { id: number; status: TArticleStatus }) =>
    adminCall<TArticleDetail>('POST', `/articles/${id}/${status === 1 ? 'publish' : 'unpublish'}`, {
      body: {},
    }),
  );
}

/** Only a draft can be deleted (the server refuses a published one). */
export function useDeleteArticle() {
  return useArticleMutation((id: number) => adminCall('DELETE', `/articles/${id}`));
}
