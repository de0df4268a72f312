import type { TPage } from '@alma/shared/api/common';
import type { TBookCategory } from '@alma/shared/api/naming-books';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { PAGE_SIZE } from '@alma/shared/constants/limits';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** items/bookCategoryList: the category bar asks for the first 10 (doc 4 §7, §9). */
export function getBookCategories(itemsId: number): Promise<TPage<TBookCategory>> {
  // Quiet: the screen shows a failure (an unknown project) itself.
  return apiGet<TPage<TBookCategory>>(
    SPEC_PATHS.items.bookCategoryList,
    { itemsId, limit: PAGE_SIZE, offset: 0 },
    { quiet: true },
  );
}

export function useBookCategories(itemsId: number) {
  return useQuery({
    queryKey: ['items', 'bookCategoryList', itemsId],
    queryFn: () => getBookCategories(itemsId),
    select: (page) => page.rows,
  });
}
