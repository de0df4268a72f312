import type { TTogetherDetail } from '@alma/shared/api/together';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { progressOf } from '../model/share-view.ts';
import { DonorAvatar } from './donor-avatar.tsx';

/** Sponsor, slogan, progress bar and raised/target of a fundraiser (doc 2 §2.7, §4.5). */
export function ProgressCard({ detail }: { detail: TTogetherDetail }) {
  const { t } = useTranslation();
  const progress = progressOf(detail);
  return (
    <section className="together-card" data-testid="together-card">
      <header className="together-sponsor">
        <DonorAvatar src={detail.avatar} size={48} />
        <div>
          <p className="together-sponsor-name" data-testid="together-sponsor">
            {t('together.share.sponsorSays', { sponsor: detail.sponsor })}
          </p>
          <p className="together-slogan" data-testid="together-slogan">
            {detail.slogan}
          </p>
        </div>
      </header>
      {progress !== null ? (
        <div className="together-progress">
          <div
            className="together-progress-track"
            role="progressbar"
            aria-label={t('together.share.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            data-testid="together-progress"
          >
            <span className="together-progress-fill" style={{ width: `${progress}%` }} />
          </div>
          <span className="together-progress-percent">{progress.toFixed(2)}%</span>
        </div>
      ) : null}
      <dl className="together-figures">
        <div>
          <dt>{t('together.share.raised')}</dt>
          <dd data-testid="together-raised">¥{formatYuan(detail.completeMoney)}</dd>
          {detail.crowdType === 2 ? (
            <dd className="together-units" data-testid="together-raised-units">
              {detail.completeMaterialNumber} {detail.materialUnit}
            </dd>
          ) : null}
        </div>
        <div>
          <dt>{t('together.share.target')}</dt>
          <dd data-testid="together-target">
            {detail.isTarget === 1 ? `¥${formatYuan(detail.targetMoney)}` : t('together.share.noTarget')}
          </dd>
        </div>
        <div>
          <dt>{t('together.share.donors')}</dt>
          <dd data-testid="together-participants">
            {t('together.share.participants', { count: detail.participants })}
          </dd>
        </div>
      </dl>
      <Link className="together-project" to={`/subject-detail?id=${detail.itemsId}`}>
        <span>{t('together.share.project')}</span>
        <strong>{detail.itemsName}</strong>
      </Link>
    </section>
  );
}
