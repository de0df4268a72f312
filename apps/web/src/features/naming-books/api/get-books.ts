import type { TBook } from '@alma/shared/api/naming-books';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

export type BookFilter = { itemsId: number; categoryId: number | undefined; search: string };

/** items/bookList: a project's books, in one category or all, searched by title or author (`s`). */
export function getBooks({ itemsId, categoryId, search }: BookFilter): Promise<TBook[]> {
  return apiGet<TBook[]>(
    SPEC_PATHS.items.bookList,
    { itemsId, categoryId, s: search || undefined },
    { quiet: true },
  );
}

export function useBooks(filter: BookFilter) {
  return useQuery({
    queryKey: ['items', 'bookList', filter],
    queryFn: () => getBooks(filter),
    // Stock moves with every order: a book shown as free must be free now.
    staleTime: 0,
  });
}
