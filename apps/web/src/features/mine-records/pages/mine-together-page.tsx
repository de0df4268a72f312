import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ScrollTabs } from '../../../components/scroll-tabs.tsx';
import { hasToken } from '../../../lib/token-store.ts';
import { useTogetherStatistics } from '../api/get-my-records.ts';
import { RecordsList } from '../components/records-list.tsx';
import { StatisticsHeader, StatisticsSkeleton } from '../components/statistics-header.tsx';
import { TogetherRow } from '../components/together-row.tsx';
import { loginAddressFor, TOGETHER_TABS, togetherTabOf } from '../rules/records-view.ts';
import '../messages.ts';
import '../mine-records.css';

/** mine-together (doc 2 §2.8): statistics, then the fundraisers I started or joined. */
export default function MineTogetherPage() {
  const location = useLocation();
  if (!hasToken()) return <Navigate to={loginAddressFor(`${location.pathname}${location.search}`)} replace />;
  return <MineTogetherContent />;
}

function MineTogetherContent() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = togetherTabOf(params.get('tab'));
  const stats = useTogetherStatistics();
  return (
    <main className="records-page" data-testid="mine-together-page">
      {stats.isPending ? <StatisticsSkeleton /> : null}
      {stats.isError ? <LoadFailed testId="stats-error" onRetry={() => void stats.refetch()} /> : null}
      {stats.isSuccess ? <StatisticsHeader stats={stats.data} /> : null}
      <ScrollTabs
        items={TOGETHER_TABS.map((key) => ({ key, title: t(`mineRecords.tabs.${key}`) }))}
        active={tab}
        onChange={(key) => setParams(key === 'join' ? { tab: 'join' } : {}, { replace: true })}
        label={t('route.mine-together')}
      />
      <section className="records-panel">
        {tab === 'join' ? (
          <RecordsList
            key="join"
            list="joins"
            emptyText={t('mineRecords.empty.join')}
            renderRow={(row) => <TogetherRow key={row.id} row={row} />}
          />
        ) : (
          <RecordsList
            key="launch"
            list="launches"
            emptyText={t('mineRecords.empty.launch')}
            renderRow={(row) => <TogetherRow key={row.id} row={row} />}
          />
        )}
      </section>
    </main>
  );
}
