import { DEFAULT_WEBSITE_ID } from '@alma/shared/api/articles';

/**
 * What the article screens read from their address (doc 3 §2):
 * `list?id=&style=&from=&websiteId=&title=` and `list-page?id=&from=&title=`.
 */

/** from=web asks the platform's content service; anything else the foundation's calls. */
export type ArticleSource = 'web' | 'default';

/**
 * The six list layouts (doc 3 §2 "style (1 to 6, layout variants)"; the spec shows none of them,
 * so the look of each is ours, written down in docs/decisions.md "Articles"):
 * 1 text     title and date, one under the other, rows split by hairlines (the default)
 * 2 thumb    a small picture on the left, title and date on the right (a news feed)
 * 3 cover    a full-width cover picture per article, title, date and reads below (features)
 * 4 grid     two columns of cards, picture on top, title and date below (a gallery)
 * 5 timeline dates on a vertical line, each article's title and intro beside its date
 * 6 summary  title, the intro in three lines, date and reads; no pictures (a digest)
 * Anything else (missing, 0, 7, text) is style 1.
 */
export const ARTICLE_STYLES = {
  1: 'text',
  2: 'thumb',
  3: 'cover',
  4: 'grid',
  5: 'timeline',
  6: 'summary',
} as const;
export type ArticleStyle = (typeof ARTICLE_STYLES)[keyof typeof ARTICLE_STYLES];

/** A positive whole number from the address, or null for anything else. */
export function queryNumber(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= 2_147_483_647 ? value : null;
}

export function articleStyleOf(text: string | null): ArticleStyle {
  const key = queryNumber(text);
  return key !== null && key in ARTICLE_STYLES ? ARTICLE_STYLES[key as keyof typeof ARTICLE_STYLES] : 'text';
}

export function articleSourceOf(from: string | null): ArticleSource {
  return from?.trim() === 'web' ? 'web' : 'default';
}

export type ArticleListQuery = {
  /** The category (`id`); none lists every category (of the website, for from=web). */
  categoryId: number | null;
  style: ArticleStyle;
  source: ArticleSource;
  /** `from` as the address gave it, handed on to the detail address unchanged. */
  from: string;
  websiteId: number;
  /** The page title the address names (`title`), '' when none. */
  title: string;
};

export function articleListQueryOf(params: URLSearchParams): ArticleListQuery {
  const from = params.get('from') ?? '';
  return {
    categoryId: queryNumber(params.get('id')),
    style: articleStyleOf(params.get('style')),
    source: articleSourceOf(from),
    from,
    websiteId: queryNumber(params.get('websiteId')) ?? DEFAULT_WEBSITE_ID,
    title: (params.get('title') ?? '').trim(),
  };
}

/** Doc 3 §2: tapping an article goes to list-page?id={id}&from={from}. */
export function articleDetailPath(id: number, from: string): string {
  return `/list-page?${new URLSearchParams({ id: String(id), from })}`;
}
