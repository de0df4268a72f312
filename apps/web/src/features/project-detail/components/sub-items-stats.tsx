import type { TSubItemStat } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';
import { money } from '../rules/project-stats.ts';
import { subItemLines } from '../rules/sub-items.ts';

/** Money raised by each sub-project, ranked when the project sets isSubRank (doc 1 §2). */
export function SubItemsStats({ stats, ranked }: { stats: TSubItemStat[]; ranked: boolean }) {
  const { t } = useTranslation();
  const lines = subItemLines(stats, ranked);
  return (
    <section className="detail-sub" data-testid="sub-items">
      <h2 className="detail-section-title">{t('projectDetail.sub.title')}</h2>
      <ol className="detail-sub-list">
        {lines.map((line) => (
          <li key={line.id} className="detail-sub-row" data-testid="sub-item">
            {line.rank === null ? null : (
              <span className={`detail-sub-rank rank-${Math.min(line.rank, 4)}`} data-testid="sub-item-rank">
                {t('projectDetail.sub.rank', { rank: line.rank })}
              </span>
            )}
            <span className="detail-sub-name" data-testid="sub-item-name">
              {line.name}
            </span>
            <b data-testid="sub-item-money">{money(line.completeMoney)}</b>
          </li>
        ))}
      </ol>
    </section>
  );
}
