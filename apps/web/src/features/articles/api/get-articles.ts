import {
  ARTICLE_PAGE_SIZE,
  type TArticleDetail,
  type TArticlePage,
  type TWebArticleDetail,
  type TWebArticlePage,
} from '@alma/shared/api/articles';
import type { TPage } from '@alma/shared/api/common';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { nextOffset } from '../../../lib/paging.ts';
import type { ArticleSource } from '../model/article-query.ts';
import {
  type ArticleDetailView,
  type ArticleView,
  fromWebDetail,
  fromWebRow,
} from '../model/article-view.ts';

export const ARTICLES_KEY = ['articles'] as const;

type ListFilter = { source: ArticleSource; categoryId: number | null; websiteId: number };

/** One page from the source the address names (doc 3 §7); quiet: the screen shows its own states. */
async function getArticlePage(filter: ListFilter, offset: number): Promise<TPage<ArticleView>> {
  const query = { limit: ARTICLE_PAGE_SIZE, offset, categoryId: filter.categoryId ?? undefined };
  if (filter.source === 'web') {
    const page = await apiGet<TWebArticlePage>(
      SPEC_PATHS.webArticle.list,
      { ...query, websiteId: filter.websiteId },
      { quiet: true },
    );
    return { rows: page.rows.map(fromWebRow), total: page.total };
  }
  return apiGet<TArticlePage>(SPEC_PATHS.index.articleList, query, { quiet: true });
}

/** The article list, 20 a page, the offset growing by 20 as the reader scrolls (doc 3 §9). */
export function useArticlePage(filter: ListFilter) {
  return useInfiniteQuery({
    queryKey: [...ARTICLES_KEY, 'page', filter.source, filter.categoryId, filter.websiteId],
    queryFn: ({ pageParam }) => getArticlePage(filter, pageParam),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });
}

async function getArticleDetail(source: ArticleSource, id: number): Promise<ArticleDetailView> {
  if (source === 'web') {
    const detail = await apiGet<TWebArticleDetail>(
      SPEC_PATHS.webArticle.details,
      { articleId: id },
      { quiet: true },
    );
    return fromWebDetail(detail);
  }
  return apiGet<TArticleDetail>(SPEC_PATHS.index.articleDetail, { id }, { quiet: true });
}

/**
 * One article. Each opening of the screen is one view, counted by the server when it answers:
 * asked once when the screen opens (nothing kept after it closes, so coming back asks again), and
 * never again while it is open — not on focus, reconnect or a language switch.
 */
export function useArticleDetail(source: ArticleSource, id: number | null) {
  return useQuery({
    queryKey: [...ARTICLES_KEY, 'detail', source, id],
    queryFn: () => getArticleDetail(source, id ?? 0),
    enabled: id !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnReconnect: false,
  });
}
