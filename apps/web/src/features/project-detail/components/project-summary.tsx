import type { TItemDetail } from '@alma/shared/api/items';
import { useTranslation } from 'react-i18next';
import { percentText, projectStats } from '../rules/project-stats.ts';

/** Title, intro, progress bar and statistics under the carousel (doc 1 §2). */
export function ProjectSummary({ item }: { item: TItemDetail }) {
  const { t } = useTranslation();
  const stats = projectStats(item);
  const raisedLabel =
    stats.kind === 'naming'
      ? t('projectDetail.stats.named')
      : stats.kind === 'goods'
        ? t('projectDetail.stats.donatedGoods')
        : t('projectDetail.stats.raised');
  const complete = item.isComplete === 1;
  return (
    <section className="detail-summary">
      <div className="detail-title-row">
        <span className={complete ? 'detail-badge is-complete' : 'detail-badge'} data-testid="detail-status">
          {complete ? t('projectDetail.status.completed') : t('projectDetail.status.inProgress')}
        </span>
        <h1 className="detail-title" data-testid="detail-title">
          {item.name}
        </h1>
      </div>
      {item.intro ? (
        <p className="detail-intro" data-testid="detail-intro">
          {item.intro}
        </p>
      ) : null}
      {stats.percent === null ? null : (
        <div className="detail-progress" data-testid="detail-progress">
          <div
            className="detail-progress-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={stats.percent}
          >
            <span style={{ width: `${stats.percent}%` }} />
          </div>
          <span data-testid="detail-percent">{percentText(stats.percent)}</span>
        </div>
      )}
      <dl className="detail-stats">
        <div>
          <dt>{raisedLabel}</dt>
          <dd data-testid="detail-raised">{stats.raised}</dd>
        </div>
        {stats.target === null ? null : (
          <div>
            <dt>{t('projectDetail.stats.target')}</dt>
            <dd data-testid="detail-target">{stats.target}</dd>
          </div>
        )}
        <div>
          <dt>{t('projectDetail.stats.donors')}</dt>
          <dd data-testid="detail-donors">{stats.donors.toLocaleString('en-US')}</dd>
        </div>
      </dl>
    </section>
  );
}
