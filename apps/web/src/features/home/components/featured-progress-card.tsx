import { useTranslation } from 'react-i18next';
import { useFeature } from '../../../lib/institution-context.ts';
import { useItemDetail } from '../../../lib/item-detail.ts';
import { featuredProgress } from '../model/featured-progress.ts';

/**
 * The featured project's progress on a campaign home: the bar and its percentage (two decimals,
 * doc 1 §5). The raised figures and the donor count follow the list's hideListStatistics flag.
 */
export function FeaturedProgressCard({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const hideStatistics = useFeature('hideListStatistics');
  const detail = useItemDetail(itemsId);
  if (!detail.data) return <div className="campaign-progress is-pending" aria-hidden="true" />;
  const progress = featuredProgress(detail.data);
  return (
    <section className="campaign-progress" aria-label={t('home.progress')} data-testid="campaign-progress">
      <p className="campaign-progress-name">{detail.data.name}</p>
      {progress.percent === null ? null : (
        <div className="campaign-progress-row">
          <div
            className="campaign-progress-bar"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <span style={{ width: `${progress.percent}%` }} />
          </div>
          <b data-testid="campaign-percent">{`${progress.percent.toFixed(2)}%`}</b>
        </div>
      )}
      {hideStatistics ? null : (
        <dl className="campaign-progress-figures" data-testid="campaign-figures">
          <div>
            <dt>{t('home.raised')}</dt>
            <dd>{progress.raised}</dd>
          </div>
          {progress.target === null ? null : (
            <div>
              <dt>{t('home.target')}</dt>
              <dd>{progress.target}</dd>
            </div>
          )}
          <div>
            <dt>{t('home.donors')}</dt>
            <dd>{progress.donors.toLocaleString('en-US')}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
