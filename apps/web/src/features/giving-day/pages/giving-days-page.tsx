import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useGivingDays } from '../api/get-giving-days.ts';
import '../messages.ts';
import '../giving-day.css';

/** giving-days (issue 25): the institution's giving days, in the server's order, each to its page. */
export default function GivingDaysPage() {
  const { t } = useTranslation();
  const query = useGivingDays();
  if (query.isError) {
    return (
      <main className="gd-page">
        <LoadFailed testId="giving-days-error" onRetry={() => void query.refetch()} />
      </main>
    );
  }
  if (!query.data) {
    return (
      <main className="gd-page" aria-busy="true">
        <p className="alma-loading">{t('common.loading')}</p>
      </main>
    );
  }
  const days = query.data.rows;
  return (
    <main className="gd-page">
      {days.length === 0 ? (
        <p className="gd-muted gd-empty" data-testid="giving-days-empty">
          {t('givingDay.list.empty')}
        </p>
      ) : (
        <ul className="gd-days" data-testid="giving-days">
          {days.map((day) => (
            <li key={day.id}>
              <Link className="gd-card gd-day-row" to={`/giving-day?id=${day.id}`}>
                <span className="gd-row">
                  <strong>{day.name}</strong>
                  <span className="gd-state">{t(`givingDay.state.${day.state}`)}</span>
                </span>
                <span className="gd-muted">
                  {t('givingDay.window', {
                    start: trimWireDate(day.startTime, 16),
                    end: trimWireDate(day.endTime, 16),
                  })}
                </span>
                <span>{t('givingDay.list.raised', { money: formatYuan(day.raisedMoney) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
