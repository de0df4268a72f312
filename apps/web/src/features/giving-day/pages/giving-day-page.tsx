import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useShareCard } from '../../../lib/wechat-share.ts';
import { ChallengesSection } from '../components/challenges-section.tsx';
import { ContestsSection } from '../components/contests-section.tsx';
import { DayHeader } from '../components/day-header.tsx';
import { DayProjects } from '../components/day-projects.tsx';
import { Leaderboards } from '../components/leaderboards.tsx';
import { PoolsSection } from '../components/pools-section.tsx';
import { useLiveGivingDay } from '../hooks/use-live-giving-day.ts';
import { clockOffsetMs } from '../model/countdown.ts';
import { routeId } from '../model/route-id.ts';
import '../messages.ts';
import '../giving-day.css';

/** giving-day?id= (issue 25): a giving day's totals, countdown, projects, pools, challenges, boards. */
export default function GivingDayPage() {
  const [params] = useSearchParams();
  const id = routeId(params.get('id'));
  if (id === null) {
    return (
      <main className="gd-page">
        <LoadFailed testId="giving-day-error" />
      </main>
    );
  }
  return <DayScreen key={id} id={id} />;
}

function DayScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const { query, mode } = useLiveGivingDay(id);
  const detail = query.data;
  const serverTime = detail?.serverTime ?? '';
  // Each answer (the first, a streamed one, a polled one) sets the server clock again.
  const offsetMs = useMemo(
    () => clockOffsetMs(serverTime, query.dataUpdatedAt),
    [serverTime, query.dataUpdatedAt],
  );
  const name = detail?.name;
  useEffect(() => {
    if (name) document.title = name;
  }, [name]);
  useShareCard(
    detail ? { title: detail.name, desc: detail.intro, imgUrl: detail.items[0]?.cover ?? '' } : null,
  );

  if (!detail) {
    if (query.isError) {
      const refused = query.error instanceof ApiError;
      return (
        <main className="gd-page">
          <LoadFailed
            testId="giving-day-error"
            message={refused ? query.error.message : undefined}
            onRetry={refused ? undefined : () => void query.refetch()}
          />
        </main>
      );
    }
    return (
      <main className="gd-page" aria-busy="true">
        <p className="alma-loading">{t('common.loading')}</p>
      </main>
    );
  }
  return (
    <main className="gd-page" data-testid="giving-day">
      <DayHeader detail={detail} offsetMs={offsetMs} />
      {mode === 'polling' ? (
        <p className="gd-live-note" data-testid="giving-day-live-paused">
          {t('givingDay.live.paused')}
        </p>
      ) : null}
      <DayProjects items={detail.items} />
      <PoolsSection pools={detail.pools} orderLimit={detail.orderLimit} />
      <ChallengesSection challenges={detail.challenges} />
      <Leaderboards boards={detail.boards} paused={detail.boardsPaused} />
      <ContestsSection contests={detail.contests} />
    </main>
  );
}
