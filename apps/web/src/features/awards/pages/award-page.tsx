import type { TAward } from '@alma/shared/api/user-center';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { AwardBadge } from '../../../components/award-badge.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useAwardDetail } from '../api/get-award.ts';
import { awardIdOf, earnedState } from '../model/award-view.ts';
import '../messages.ts';
import '../awards.css';

/** award?id= (doc 3 §2): one award as it stands for the signed-in donor (awards need a login, §6). */
export default function AwardPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  return <AwardContent id={awardIdOf(params.get('id'))} />;
}

function AwardContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const award = useAwardDetail(id);
  // No such award (a bad id, or one staff removed): say so, and lead back to the grid.
  if (id === 0 || (award.isError && award.error instanceof ApiError)) {
    return (
      <main className="award-page" data-testid="award-not-found">
        <section className="alma-notice" role="alert">
          <p>{t('awards.notFound')}</p>
          <Link className="alma-button is-primary" to="/mine">
            {t('awards.backToMine')}
          </Link>
        </section>
      </main>
    );
  }
  if (award.isError) return <LoadFailed testId="award-error" onRetry={() => void award.refetch()} />;
  if (award.isPending) return <p className="alma-loading">{t('common.loading')}</p>;
  return <AwardView award={award.data} />;
}

function AwardView({ award }: { award: TAward }) {
  const { t } = useTranslation();
  const { earned, date } = earnedState(award);
  return (
    <main className="award-page" data-testid="award-page" data-earned={earned ? '1' : '0'}>
      <section className="award-hero">
        <AwardBadge picture={award.picture} lit={earned} variant={award.id} size={120} />
        <h1 className="award-name" data-testid="award-name">
          {award.name}
        </h1>
        <p className={earned ? 'award-state is-earned' : 'award-state'} data-testid="award-state">
          {earned ? t('awards.earned') : t('awards.notEarned')}
        </p>
        {earned ? (
          <p className="award-time" data-testid="award-time">
            {t('awards.earnedOn', { date })}
          </p>
        ) : null}
      </section>
      <dl className="award-figures">
        <div>
          <dt>{t('awards.recordCount')}</dt>
          <dd data-testid="award-record-count">{award.recordCount}</dd>
        </div>
        <div>
          <dt>{t('awards.ranking')}</dt>
          <dd data-testid="award-ranking">
            {/* A rank belongs to those who earned the badge: the server's ranking of a donor without it is not shown. */}
            {!earned || award.ranking === null
              ? t('awards.noRank')
              : t('awards.rank', { rank: award.ranking })}
          </dd>
        </div>
      </dl>
      <section className="award-about">
        <h2>{t('awards.description')}</h2>
        <p data-testid="award-description">{award.description || t('awards.noDescription')}</p>
      </section>
    </main>
  );
}
