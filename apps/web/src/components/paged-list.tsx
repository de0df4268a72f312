import type { TPage } from '@alma/shared/api/common';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from './load-failed.tsx';
import { LoadMoreSentinel } from './load-more-sentinel.tsx';
import './paged-list.css';

type Props<Row> = {
  query: UseInfiniteQueryResult<InfiniteData<TPage<Row>, unknown>>;
  emptyText: string;
  /** The row's place in the list is its key where rows have no id (the directory's). */
  renderRow: (row: Row, index: number) => ReactNode;
  testId: string;
};

const SKELETON_KEYS = ['a', 'b', 'c'];

/**
 * A limit/offset list's states (the certificate and receipt lists, doc 3 §9): skeleton rows while
 * the first page loads, an empty text, an error with retry, and the next page when the end
 * scrolls into view.
 */
export function PagedList<Row>({ query, emptyText, renderRow, testId }: Props<Row>) {
  const { t } = useTranslation();
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];

  if (query.isError && rows.length === 0) {
    return <LoadFailed testId={`${testId}-error`} onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) {
    return (
      <ul className="paged-rows" aria-busy="true" data-testid={`${testId}-loading`}>
        {SKELETON_KEYS.map((key) => (
          <li key={key} className="paged-skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="paged-empty" data-testid={`${testId}-empty`}>
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <ul className="paged-rows" data-testid={testId} aria-busy={query.isFetching}>
        {rows.map((row, index) => renderRow(row, index))}
      </ul>
      {query.isFetchingNextPage ? <p className="alma-loading">{t('common.loading')}</p> : null}
      {query.isError ? (
        <button type="button" className="alma-button paged-retry" onClick={() => void query.fetchNextPage()}>
          {t('common.retry')}
        </button>
      ) : null}
      {!query.hasNextPage ? <p className="paged-end">{t('common.noMore')}</p> : null}
      <LoadMoreSentinel
        enabled={query.hasNextPage && !query.isFetchingNextPage && !query.isError}
        onVisible={() => void query.fetchNextPage()}
      />
    </>
  );
}
