import type { TGivingDayDetail } from '@alma/shared/api/giving-days';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { percentOf } from '../model/progress.ts';
import { Countdown } from './countdown.tsx';
import { ProgressBar } from './progress-bar.tsx';

/**
 * The day's name, window, countdown and intro, and its totals: what donors gave, and beside it,
 * kept apart, what sponsors matched and challenges unlocked. The goal's bar counts donors' gifts.
 */
export function DayHeader({ detail, offsetMs }: { detail: TGivingDayDetail; offsetMs: number }) {
  const { t } = useTranslation();
  const percent = percentOf(detail.raisedMoney, detail.goalMoney);
  return (
    <header className="gd-card gd-header">
      <h1>{detail.name}</h1>
      <p className="gd-muted">
        {t('givingDay.window', {
          start: trimWireDate(detail.startTime, 16),
          end: trimWireDate(detail.endTime, 16),
        })}
      </p>
      <Countdown startTime={detail.startTime} endTime={detail.endTime} offsetMs={offsetMs} />
      {detail.intro !== '' ? <p className="gd-intro">{detail.intro}</p> : null}
      <div className="gd-raised">
        <span className="gd-muted">{t('givingDay.figures.raised')}</span>
        <strong data-testid="giving-day-raised">¥{formatYuan(detail.raisedMoney)}</strong>
      </div>
      {percent !== null ? (
        <div className="gd-goal">
          <ProgressBar
            percent={percent}
            label={t('givingDay.figures.goalProgress')}
            testId="giving-day-goal"
          />
          <span className="gd-muted">
            {percent}% · {t('givingDay.figures.goal', { money: formatYuan(detail.goalMoney) })}
          </span>
        </div>
      ) : null}
      <dl className="gd-figures">
        <div>
          <dt>{t('givingDay.figures.matched')}</dt>
          <dd data-testid="giving-day-matched">¥{formatYuan(detail.matchedMoney)}</dd>
        </div>
        <div>
          <dt>{t('givingDay.figures.challenge')}</dt>
          <dd data-testid="giving-day-challenge">¥{formatYuan(detail.challengeMoney)}</dd>
        </div>
        <div>
          <dt>{t('givingDay.figures.donors')}</dt>
          <dd data-testid="giving-day-donors">{detail.donors}</dd>
        </div>
        <div>
          <dt>{t('givingDay.figures.gifts')}</dt>
          <dd>{detail.gifts}</dd>
        </div>
      </dl>
      <p className="gd-note">{t('givingDay.figures.note')}</p>
    </header>
  );
}
