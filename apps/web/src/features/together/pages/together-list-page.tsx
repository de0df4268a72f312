import type { TDonationRecordRow } from '@alma/shared/api/items';
import { formatYuan } from '@alma/shared/money/money';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LoadMoreSentinel } from '../../../components/load-more-sentinel.tsx';
import { useTogetherDonorPages } from '../api/get-together-donors.ts';
import { DonorAvatar } from '../components/donor-avatar.tsx';
import { TogetherSkeleton } from '../components/status-notices.tsx';
import { queryId } from '../model/route-query.ts';
import '../messages.ts';
import '../together.css';

/** together-list?id= (doc 2 §2.7): every donor of a fundraiser, 20 a page as the visitor scrolls. */
export default function TogetherListPage() {
  const [params] = useSearchParams();
  const id = queryId(params.get('id'));
  if (id === null) return <LoadFailed testId="together-error" />;
  return <DonorList key={id} togetherId={id} />;
}

function DonorList({ togetherId }: { togetherId: number }) {
  const { t } = useTranslation();
  const list = useTogetherDonorPages(togetherId);
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];

  let body: ReactNode;
  if (list.isError && rows.length === 0)
    body = <LoadFailed testId="together-error" onRetry={() => void list.refetch()} />;
  else if (list.isPending) body = <TogetherSkeleton blocks={5} />;
  else if (rows.length === 0)
    body = (
      <p className="together-empty" data-testid="together-list-empty">
        {t('together.list.empty')}
      </p>
    );
  else {
    body = (
      <>
        <ul className="together-donor-list" data-testid="together-donor-list">
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: records carry no id; pages only append
            <DonorRow key={index} row={row} />
          ))}
        </ul>
        <LoadMoreSentinel
          enabled={list.hasNextPage && !list.isFetchingNextPage && !list.isError}
          onVisible={() => void list.fetchNextPage()}
        />
        <p className="together-list-end">
          {list.isFetchingNextPage
            ? t('together.list.loadingMore')
            : list.hasNextPage
              ? ''
              : t('together.list.end')}
        </p>
        {list.isError ? (
          <LoadFailed testId="together-error" onRetry={() => void list.fetchNextPage()} />
        ) : null}
      </>
    );
  }
  return (
    <main className="together-page">
      <h1 className="together-list-title">{t('together.list.title')}</h1>
      {body}
    </main>
  );
}

function DonorRow({ row }: { row: TDonationRecordRow }) {
  const amount =
    row.crowdType === 2 && row.donateMaterialNumber > 0
      ? `${row.donateMaterialNumber} ${row.materialUnit}`
      : `¥${formatYuan(row.donateMoney)}`;
  return (
    <li className="together-donor" data-testid="together-donor">
      <DonorAvatar src={row.avatar} size={40} />
      <div className="together-donor-text">
        <strong>{row.name}</strong>
        <time>{row.donateTime.slice(0, 16)}</time>
      </div>
      <span className="together-donor-money">{amount}</span>
    </li>
  );
}
