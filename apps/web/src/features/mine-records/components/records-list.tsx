import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadMoreSentinel } from '../../../components/load-more-sentinel.tsx';
import { type MyList, type MyListRows, useMyList } from '../api/get-my-records.ts';
import { RecordsSkeleton } from './records-skeleton.tsx';

/**
 * The states every personal list shares: skeleton rows while the first page loads, an empty
 * text, an error with retry, and the next 10 when the end scrolls into view (doc 2 §9).
 */
export function RecordsList<L extends MyList>({
  list,
  emptyText,
  renderRow,
}: {
  list: L;
  emptyText: string;
  renderRow: (row: MyListRows[L], index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useMyList(list);
  const rows = query.data?.pages.flatMap((page) => page.rows) ?? [];

  if (query.isError && rows.length === 0) {
    return <LoadFailed testId="records-error" onRetry={() => void query.refetch()} />;
  }
  if (query.isPending) return <RecordsSkeleton />;
  if (rows.length === 0) {
    return (
      <p className="records-empty" data-testid="records-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <ul className="records-rows" data-testid={`records-${list}`} aria-busy={query.isFetching}>
        {rows.map((row, index) => renderRow(row, index))}
      </ul>
      {query.isFetchingNextPage ? <p className="alma-loading">{t('common.loading')}</p> : null}
      {query.isError ? (
        <button
          type="button"
          className="alma-button records-more-retry"
          onClick={() => void query.fetchNextPage()}
        >
          {t('common.retry')}
        </button>
      ) : null}
      {!query.hasNextPage ? (
        <p className="records-end" data-testid="records-end">
          {t('common.noMore')}
        </p>
      ) : null}
      <LoadMoreSentinel
        enabled={query.hasNextPage && !query.isFetchingNextPage && !query.isError}
        onVisible={() => void query.fetchNextPage()}
      />
    </>
  );
}
