import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type ArticleStyle, articleDetailPath } from '../model/article-query.ts';
import { type ArticleView, articleDate } from '../model/article-view.ts';

/** `eager`: a row of the first screen, whose picture loads at once (the rest when they come near). */
type Props = { article: ArticleView; style: ArticleStyle; from: string; eager: boolean };

/**
 * One article in the list, drawn as its style (see ARTICLE_STYLES for what each looks like); the
 * whole row opens list-page?id={id}&from={from} (doc 3 §2).
 */
export function ArticleItem({ article, style, from, eager }: Props) {
  return (
    <li className={`article-item article-item--${style}`} data-testid="article-item">
      <Link className="article-open" to={articleDetailPath(article.id, from)}>
        {LAYOUTS[style]({ article, eager })}
      </Link>
    </li>
  );
}

type Parts = { article: ArticleView; eager: boolean };

const LAYOUTS: Record<ArticleStyle, (parts: Parts) => ReactNode> = {
  text: ({ article }) => (
    <>
      <Title article={article} />
      <PublishDate article={article} />
    </>
  ),
  thumb: ({ article, eager }) => (
    <>
      <Thumb article={article} eager={eager} className="article-thumb" />
      <span className="article-text">
        <Title article={article} />
        <PublishDate article={article} />
      </span>
    </>
  ),
  cover: ({ article, eager }) => (
    <>
      <Thumb article={article} eager={eager} className="article-cover" />
      <Title article={article} />
      <Meta article={article} />
    </>
  ),
  grid: ({ article, eager }) => (
    <>
      <Thumb article={article} eager={eager} className="article-tile" />
      <Title article={article} />
      <PublishDate article={article} />
    </>
  ),
  timeline: ({ article }) => (
    <>
      <span className="article-timeline-dot" aria-hidden="true" data-testid="article-timeline-dot" />
      <PublishDate article={article} className="article-timeline-date" />
      <Title article={article} />
      <Intro article={article} />
    </>
  ),
  summary: ({ article }) => (
    <>
      <Title article={article} />
      <Intro article={article} />
      <Meta article={article} />
    </>
  ),
};

function Title({ article }: { article: ArticleView }) {
  return (
    <span className="article-title" data-testid="article-title">
      {article.title}
    </span>
  );
}

function PublishDate({ article, className = 'article-date' }: { article: ArticleView; className?: string }) {
  const date = articleDate(article);
  return (
    <time className={className} dateTime={date} data-testid="article-date">
      {date}
    </time>
  );
}

function Intro({ article }: { article: ArticleView }) {
  return article.intro ? (
    <span className="article-intro" data-testid="article-intro">
      {article.intro}
    </span>
  ) : null;
}

function Meta({ article }: { article: ArticleView }) {
  const { t } = useTranslation();
  return (
    <span className="article-meta">
      <PublishDate article={article} />
      <span data-testid="article-reads">{t('articles.readCount', { count: article.readCount })}</span>
    </span>
  );
}

function Thumb({ article, eager, className }: Parts & { className: string }) {
  const { t } = useTranslation();
  if (!article.thumbnailImage) {
    return (
      <span
        className={`${className} is-empty`}
        role="img"
        aria-label={t('articles.noPicture')}
        data-testid="article-thumb"
      />
    );
  }
  return (
    <img
      className={className}
      src={article.thumbnailImage}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-testid="article-thumb"
    />
  );
}
