import type { TGivingDayDetail, TGivingDayPool } from '@alma/shared/api/giving-days';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { poolRules } from '../model/pool-rules.ts';
import { percentOf } from '../model/progress.ts';
import { ProgressBar } from './progress-bar.tsx';

/** The matching pools, each with what is left and its published rules, and how matching is kept fair. */
export function PoolsSection({
  pools,
  orderLimit,
}: {
  pools: TGivingDayPool[];
  orderLimit?: TGivingDayDetail['orderLimit'];
}) {
  const { t } = useTranslation();
  if (pools.length === 0) return null;
  const fair = t('givingDay.pools.fair', { returnObjects: true }) as string[];
  return (
    <section className="gd-card" data-testid="giving-day-pools">
      <h2>{t('givingDay.pools.title')}</h2>
      {pools.map((pool) => (
        <PoolCard key={pool.id} pool={pool} />
      ))}
      <h3>{t('givingDay.pools.rulesTitle')}</h3>
      <ul className="gd-rules" data-testid="giving-day-fair-rules">
        {fair.map((line) => (
          <li key={line}>{line}</li>
        ))}
        {orderLimit ? (
          <li>{t('givingDay.pools.velocity', { count: orderLimit.orders, minutes: orderLimit.minutes })}</li>
        ) : null}
      </ul>
    </section>
  );
}

function PoolCard({ pool }: { pool: TGivingDayPool }) {
  const { t } = useTranslation();
  const rules = poolRules(pool, { and: t('givingDay.rule.and'), or: t('givingDay.rule.or') });
  return (
    <article className="gd-pool" data-testid="giving-day-pool">
      <header className="gd-row">
        <h3>{t('givingDay.pools.by', { sponsor: pool.sponsor })}</h3>
        <span className="gd-state">{t(`givingDay.state.${pool.state}`)}</span>
      </header>
      <ProgressBar
        percent={percentOf(pool.leftMoney, pool.sizeMoney) ?? 0}
        label={t('givingDay.pools.leftLabel')}
      />
      <p className="gd-muted">
        {t('givingDay.pools.left', { left: formatYuan(pool.leftMoney), size: formatYuan(pool.sizeMoney) })}
      </p>
      <ul className="gd-rules">
        {rules.map((rule) => (
          <li key={rule.key}>{t(`givingDay.rule.${rule.key}`, rule.values)}</li>
        ))}
      </ul>
    </article>
  );
}
