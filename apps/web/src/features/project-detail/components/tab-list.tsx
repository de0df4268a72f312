import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreSentinel } from '../../../components/load-more-sentinel.tsx';
import { type ListTab, type TabRows, useTabList } from '../api/get-tab-list.ts';

const SKELETON_KEYS = ['a', 'b', 'c'];

/**
 * The states every list tab shares: skeleton rows while loading, the tab's empty text, an error
 * with retry, and the next 10 rows when the end scrolls into view.
 */
export function TabList<T extends ListTab>({
  tab,
  itemsId,
  emptyText,
  renderRow,
}: {
  tab: T;
  itemsId: number;
  emptyText: string;
  renderRow: (row: TabRows[T], index: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const list = useTabList(tab, itemsId);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  if (list.isError && rows.length === 0) {
    return (
      <section className="alma-notice detail-tab-notice" role="alert" data-testid="tab-error">
        <p>{t('common.loadFailed')}</p>
        <button type="button" className="alma-button" onClick={() => void list.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  if (list.isPending) {
    return (
      <ul className="detail-rows" aria-busy="true" data-testid="tab-loading">
        {SKELETON_KEYS.map((key) => (
          <li key={key} className="detail-row" aria-hidden="true">
            <div className="detail-skeleton" />
            <div className="detail-skeleton is-short" />
          </li>
        ))}
      </ul>
    );
  }
  if (rows.length === 0) {
    return (
      <p className="detail-empty" data-testid="tab-empty">
        {emptyText}
      </p>
    );
  }
  return (
    <>
      <ul className="detail-rows" data-testid={`${tab}-rows`} aria-busy={list.isFetching}>
        {rows.map((row, index) => renderRow(row, index))}
      </ul>
      {list.isFetchingNextPage ? <p className="alma-loading">{t('common.loading')}</p> : null}
      {list.isError ? (
        <button
          type="button"
          className="alma-button detail-more-retry"
          onClick={() => void list.fetchNextPage()}
        >
          {t('common.retry')}
        </button>
      ) : null}
      {!list.hasNextPage ? <p className="detail-end">{t('common.noMore')}</p> : null}
      <LoadMoreSentinel
        enabled={list.hasNextPage && !list.isFetchingNextPage && !list.isError}
        onVisible={() => void list.fetchNextPage()}
      />
    </>
  );
}
