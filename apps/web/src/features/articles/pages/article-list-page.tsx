import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PagedList } from '../../../components/paged-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShareCard } from '../../../lib/wechat-share.ts';
import { useArticlePage } from '../api/get-articles.ts';
import { ArticleItem } from '../components/article-item.tsx';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { type ArticleListQuery, articleListQueryOf } from '../model/article-query.ts';
import '../messages.ts';
import '../articles.css';

/**
 * list?id=&style=&from=&websiteId=&title= (doc 3 §2): a category's articles, 20 a page as the
 * reader scrolls, in one of six layouts (ARTICLE_STYLES), from the source `from` names. The page
 * is titled by `title` when the address gives one, else by the route (文章列表).
 */
export default function ArticleListPage() {
  const [params] = useSearchParams();
  const query = articleListQueryOf(params);
  useDocumentTitle(query.title);
  useShareCard(query.title ? { title: query.title } : null);
  return (
    <main
      className={`article-list-page article-list--${query.style}`}
      data-testid="article-list"
      data-style={query.style}
    >
      <ArticleRows key={`${query.source} ${query.categoryId} ${query.websiteId}`} query={query} />
    </main>
  );
}

/** Rows whose pictures load at once: about a phone screen's worth, whatever the style. */
const FIRST_SCREEN_ROWS = 4;

function ArticleRows({ query }: { query: ArticleListQuery }) {
  const { t } = useTranslation();
  const page = useArticlePage(query);
  const firstRows = new Set(page.data?.pages[0]?.rows.slice(0, FIRST_SCREEN_ROWS).map((row) => row.id));
  // The server's "not found" (a category that is gone, or of another website) is an empty list here.
  if (page.isError && page.error instanceof ApiError && !page.data) {
    return (
      <p className="paged-empty" data-testid="article-rows-empty">
        {t('articles.empty')}
      </p>
    );
  }
  return (
    <PagedList
      query={page}
      emptyText={t('articles.empty')}
      testId="article-rows"
      renderRow={(article) => (
        <ArticleItem
          key={article.id}
          article={article}
          style={query.style}
          from={query.from}
          eager={firstRows.has(article.id)}
        />
      )}
    />
  );
}
