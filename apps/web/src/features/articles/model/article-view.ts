import type {
  TArticleDetail,
  TArticleRow,
  TWebArticleDetail,
  TWebArticleRow,
} from '@alma/shared/api/articles';
import { trimWireDate } from '@alma/shared/dates/wire-date';

/** An article as the screens draw it, whichever source answered (doc 3 §3: title or articleTitle). */
export type ArticleView = TArticleRow;
export type ArticleDetailView = TArticleDetail;

export function fromWebRow({ articleTitle, ...row }: TWebArticleRow): ArticleView {
  return { ...row, title: articleTitle };
}

export function fromWebDetail({ articleTitle, ...detail }: TWebArticleDetail): ArticleDetailView {
  return { ...detail, title: articleTitle };
}

/** Doc 3 §1: dates are shown trimmed to 10 characters. */
export function articleDate(article: Pick<ArticleView, 'publishDate'>): string {
  return trimWireDate(article.publishDate, 10);
}

/**
 * The detail screen's page title (doc 3 §2: from the article), and what a share card of the
 * article would say (sharing sets its card from this, not from the route name).
 */
export function articlePageTitle(article: Pick<ArticleView, 'title'> | null, fromAddress: string): string {
  return article?.title.trim() || fromAddress.trim();
}
