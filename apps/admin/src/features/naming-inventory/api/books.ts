import type {
  TBookCategoryRow,
  TBookCategoryWrite,
  TBookCreate,
  TBookRow,
  TBookWrite,
} from '@alma/shared/admin-api/naming-inventory';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCall } from '../../../lib/admin-client.ts';

type TCategoryList = TAdminRows<TBookCategoryRow>;
type TBookList = TAdminRows<TBookRow>;
const categoriesKey = (itemsId: number) => ['naming-inventory', 'categories', itemsId] as const;
const booksKey = (itemsId: number) => ['naming-inventory', 'books', itemsId] as const;

export function useBookCategories(itemsId: number) {
  return useQuery({
    queryKey: categoriesKey(itemsId),
    queryFn: () => adminCall<TCategoryList>('GET', '/book-categories', { query: { itemsId } }),
  });
}

export function useBooks(itemsId: number) {
  return useQuery({
    queryKey: booksKey(itemsId),
    queryFn: () => adminCall<TBookList>('GET', '/books', { query: { itemsId } }),
  });
}

/** A category write answers the categories; the books show its title, so they are read again. */
function useCategoryMutation<I>(itemsId: number, run: (input: I) => Promise<TCategoryList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      client.setQueryData(categoriesKey(itemsId), list);
      void client.invalidateQueries({ queryKey: booksKey(itemsId) });
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useSaveCategory(itemsId: number) {
  return useCategoryMutation(
    itemsId,
    ({ id, input }: { id: number | undefined; input: TBookCategoryWrite }) =>
      id === undefined
        ? adminCall<TCategoryList>('POST', '/book-categories', { body: { itemsId, ...input } })
        : adminCall<TCategoryList>('PUT', `/book-categories/${id}`, { body: input }),
  );
}

export function useDeleteCategory(itemsId: number) {
  return useCategoryMutation(itemsId, (id: number) =>
    adminCall<TCategoryList>('DELETE', `/book-categories/${id}`),
  );
}

/** A book write answers the books; the categories count them, so they are read again. */
function useBookMutation<I>(itemsId: number, run: (input: I) => Promise<TBookList>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      client.setQueryData(booksKey(itemsId), list);
      void client.invalidateQueries({ queryKey: categoriesKey(itemsId) });
      return client.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useSaveBook(itemsId: number) {
  return useBookMutation(
    itemsId,
    ({ id, input, stock }: { id: number | undefined; input: TBookWrite; stock: number }) => {
      const body: TBookCreate = { itemsId, stock, ...input };
      return id === undefined
        ? adminCall<TBookList>('POST', '/books', { body })
        : adminCall<TBookList>('PUT', `/books/${id}`, { body: input });
    },
  );
}

export function useDeleteBook(itemsId: number) {
  return useBookMutation(itemsId, (id: number) => adminCall<TBookList>('DELETE', `/books/${id}`));
}

export function useChangeStock(itemsId: number) {
  return useBookMutation(itemsId, ({ id, change }: { id: number; change: number }) =>
    adminCall<TBookList>('POST', `/books/${id}/stock`, { body: { change } }),
  );
}
