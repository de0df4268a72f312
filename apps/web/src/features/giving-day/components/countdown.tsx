import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownParts, phaseAt } from '../model/countdown.ts';

const TICK_MS = 1000;

type Props = { startTime: string; endTime: string; offsetMs: number };

/**
 * The day's state and the time to its start or end, on the server's clock (the phone's plus the
 * offset). Only this line re-renders each second; it moves from upcoming to live to ended by itself.
 */
export function Countdown({ startTime, endTime, offsetMs }: Props) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const phase = phaseAt(startTime, endTime, now + offsetMs);
  const ended = phase.state === 'ended';

  useEffect(() => {
    if (ended) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ended]);

  if (ended) {
    return (
      <p className="gd-countdown is-ended" data-testid="giving-day-countdown" data-state="ended">
        <span className="gd-state">{t('givingDay.state.ended')}</span>
        <span>{t('givingDay.countdown.ended')}</span>
      </p>
    );
  }
  const { days, clock } = countdownParts(phase.seconds);
  return (
    <p className="gd-countdown" role="timer" data-testid="giving-day-countdown" data-state={phase.state}>
      <span className="gd-state">{t(`givingDay.state.${phase.state}`)}</span>
      <span>
        {t(phase.state === 'upcoming' ? 'givingDay.countdown.startsIn' : 'givingDay.countdown.endsIn')}
      </span>
      <strong>
        {days > 0 ? `${t('givingDay.countdown.days', { count: days })} ` : ''}
        {clock}
      </strong>
    </p>
  );
}
