import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { RichHtml } from '../../../components/rich-html.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShareCard } from '../../../lib/wechat-share.ts';
import { useArticleDetail } from '../api/get-articles.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';
import { articleSourceOf, queryNumber } from '../model/article-query.ts';
import { type ArticleDetailView, articleDate, articlePageTitle } from '../model/article-view.ts';
import '../messages.ts';
import '../articles.css';

/**
 * list-page?id=&from=&title= (doc 3 §2): one article's HTML (sanitised by the server and again
 * here), titled by the article itself; `title` from the address names the page while it loads.
 * Opening it counts a read (the server's count, shown with the date). A draft, a withdrawn or an
 * unknown article is a clear "not found", never an error.
 */
export default function ArticleDetailPage() {
  const [params] = useSearchParams();
  const id = queryNumber(params.get('id'));
  const detail = useArticleDetail(articleSourceOf(params.get('from')), id);
  useDocumentTitle(articlePageTitle(detail.data ?? null, params.get('title') ?? ''));

  if (id === null || (detail.isError && detail.error instanceof ApiError)) return <ArticleNotFound />;
  if (detail.isError) return <LoadFailed testId="article-error" onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <ArticleSkeleton />;
  return <ArticleBody article={detail.data} />;
}

function ArticleBody({ article }: { article: ArticleDetailView }) {
  const { t } = useTranslation();
  useShareCard({
    title: articlePageTitle(article, ''),
    desc: article.intro,
    imgUrl: article.thumbnailImage,
  });
  return (
    <main className="article-detail" data-testid="article-detail">
      <h1 className="article-detail-title" data-testid="article-detail-title">
        {article.title}
      </h1>
      <p className="article-detail-meta">
        <time dateTime={articleDate(article)} data-testid="article-detail-date">
          {articleDate(article)}
        </time>
        <span data-testid="article-read-count" data-count={article.readCount}>
          {t('articles.readCount', { count: article.readCount })}
        </span>
      </p>
      <RichHtml className="article-content" testId="article-content" html={article.content} />
    </main>
  );
}

function ArticleSkeleton() {
  const { t } = useTranslation();
  return (
    <main className="article-detail" aria-busy="true" data-testid="article-loading">
      <p className="alma-loading">{t('common.loading')}</p>
    </main>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <section className="alma-notice" role="alert" data-testid="article-not-found">
      <h2>{t('articles.notFoundTitle')}</h2>
      <p>{t('articles.notFoundBody')}</p>
      <a className="alma-button is-primary" href="#/">
        {t('common.home')}
      </a>
    </section>
  );
}
