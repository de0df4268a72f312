import type { TGivingDayChallenge } from '@alma/shared/api/giving-days';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { percentOf } from '../model/progress.ts';
import { ProgressBar } from './progress-bar.tsx';

/** Sponsors' challenges: a sum a project unlocks at a number of donors or a sum raised. */
export function ChallengesSection({ challenges }: { challenges: TGivingDayChallenge[] }) {
  const { t } = useTranslation();
  if (challenges.length === 0) return null;
  return (
    <section className="gd-card" data-testid="giving-day-challenges">
      <h2>{t('givingDay.challenges.title')}</h2>
      {challenges.map((challenge) => (
        <ChallengeCard key={challenge.id} challenge={challenge} />
      ))}
    </section>
  );
}

function ChallengeCard({ challenge }: { challenge: TGivingDayChallenge }) {
  const { t } = useTranslation();
  const money = challenge.goalKind === 'money';
  const amount = formatYuan(challenge.amountMoney);
  const goal = money ? formatYuan(challenge.goal) : challenge.goal;
  const progress = money ? formatYuan(challenge.progress) : challenge.progress;
  const outcome = challenge.met
    ? t('givingDay.challenges.met', { amount })
    : challenge.state === 'ended'
      ? t('givingDay.challenges.missed')
      : t('givingDay.challenges.open', { amount });
  return (
    <article
      className={challenge.met ? 'gd-challenge is-met' : 'gd-challenge'}
      data-testid="giving-day-challenge"
    >
      <p className="gd-challenge-goal">
        {t(money ? 'givingDay.challenges.money' : 'givingDay.challenges.donors', {
          item: challenge.itemName,
          sponsor: challenge.sponsor,
          goal,
          amount,
        })}
      </p>
      {challenge.donorFieldLabel ? (
        <p className="gd-muted">
          {t('givingDay.rule.donorField', {
            field: challenge.donorFieldLabel,
            values: challenge.donorValueLabels.join(t('givingDay.rule.or')),
          })}
        </p>
      ) : null}
      <ProgressBar
        percent={challenge.met ? 100 : (percentOf(challenge.progress, challenge.goal) ?? 0)}
        label={t('givingDay.challenges.progressLabel')}
      />
      <p className="gd-row gd-muted">
        <span>
          {t(money ? 'givingDay.challenges.progressMoney' : 'givingDay.challenges.progressDonors', {
            progress,
            goal,
          })}
        </span>
        <strong>{outcome}</strong>
      </p>
    </article>
  );
}
