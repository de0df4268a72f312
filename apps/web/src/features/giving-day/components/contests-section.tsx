import type { TGivingDayContest } from '@alma/shared/api/giving-days';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { wireClock } from '../../../lib/gift-match.ts';
import { BoardTable } from './board-table.tsx';

/** Hourly contests: the prize, the hour running now and its top five, and each past hour's winner. */
export function ContestsSection({ contests }: { contests: TGivingDayContest[] }) {
  const { t } = useTranslation();
  if (contests.length === 0) return null;
  return (
    <section className="gd-card" data-testid="giving-day-contests">
      <h2>{t('givingDay.contests.title')}</h2>
      {contests.map((contest) => (
        <ContestCard key={contest.id} contest={contest} />
      ))}
    </section>
  );
}

function ContestCard({ contest }: { contest: TGivingDayContest }) {
  const { t } = useTranslation();
  const start = wireClock(contest.hourStart);
  const end = wireClock(contest.hourEnd);
  return (
    <article className="gd-contest" data-testid="giving-day-contest">
      <header className="gd-row">
        <h3>{contest.title}</h3>
        <span className="gd-state">{t(`givingDay.state.${contest.state}`)}</span>
      </header>
      {contest.prize !== '' ? <p>{t('givingDay.contests.prize', { prize: contest.prize })}</p> : null}
      <p className="gd-muted">
        {t(contest.metric === 'donors' ? 'givingDay.contests.byDonors' : 'givingDay.contests.byMoney', {
          board: contest.boardTitle,
        })}
      </p>
      {start && end ? (
        <>
          <h4>{t('givingDay.contests.hour', { start, end })}</h4>
          <BoardTable rows={contest.top} label={t('givingDay.contests.hour', { start, end })} />
        </>
      ) : contest.state === 'live' ? (
        <p className="gd-muted">{t('givingDay.contests.noHour')}</p>
      ) : null}
      {contest.winners.length > 0 ? (
        <>
          <h4>{t('givingDay.contests.winners')}</h4>
          <ul className="gd-winners">
            {contest.winners.map((winner) => (
              <li key={winner.hourStart}>
                <span>{t('givingDay.contests.winnerHour', { time: wireClock(winner.hourStart) ?? '' })}</span>
                <strong>{winner.name}</strong>
                <span>
                  ¥{formatYuan(winner.money)} ·{' '}
                  {t('givingDay.contests.winnerDonors', { count: winner.donors })}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  );
}
