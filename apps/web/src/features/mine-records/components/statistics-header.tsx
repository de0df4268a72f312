import type { TTogetherStatistics } from '@alma/shared/api/user-records';
import { useTranslation } from 'react-i18next';
import { yuanText } from '../rules/records-view.ts';

/** launchCount, joinCount and totalCount (doc 2 §3 "Statistics"), and what my launches raised. */
export function StatisticsHeader({ stats }: { stats: TTogetherStatistics }) {
  const { t } = useTranslation();
  const figures = [
    { key: 'launch', value: stats.launchCount },
    { key: 'join', value: stats.joinCount },
    { key: 'total', value: stats.totalCount },
  ] as const;
  return (
    <section className="records-stats" data-testid="together-stats">
      <dl className="records-stats-row">
        {figures.map(({ key, value }) => (
          <div key={key} className="records-stat">
            <dd data-testid={`stat-${key}`}>{value}</dd>
            <dt>{t(`mineRecords.stats.${key}`)}</dt>
          </div>
        ))}
      </dl>
      {stats.launchCount > 0 ? (
        <p className="records-stats-raised" data-testid="stat-raised">
          {t('mineRecords.stats.raised', { money: yuanText(stats.raisedMoney) })}
        </p>
      ) : null}
    </section>
  );
}

/** The header's shape while the figures load. */
export function StatisticsSkeleton() {
  return <section className="records-stats is-skeleton" aria-hidden="true" data-testid="stats-loading" />;
}
