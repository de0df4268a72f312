import type { TGivingDayDetail } from '@alma/shared/api/giving-days';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The day's projects, each with donors' gifts and matches apart, and the way to its donate form. */
export function DayProjects({ items }: { items: TGivingDayDetail['items'] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section className="gd-card" data-testid="giving-day-projects">
      <h2>{t('givingDay.projects.title')}</h2>
      <ul className="gd-projects">
        {items.map((item) => (
          <li key={item.id}>
            <Link className="gd-project" to={`/subject-detail?id=${item.id}`}>
              {item.cover !== '' ? (
                <img src={item.cover} alt="" width={72} height={54} loading="lazy" />
              ) : null}
              <span className="gd-project-body">
                <span className="gd-project-name">{item.name}</span>
                <span className="gd-muted">
                  {t('givingDay.projects.raised', { money: formatYuan(item.raisedMoney) })}
                  {' · '}
                  {t('givingDay.projects.matched', { money: formatYuan(item.matchedMoney) })}
                </span>
              </span>
            </Link>
            <Link className="alma-button is-primary gd-give" to={`/form?id=${item.id}`}>
              {t('givingDay.projects.give')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
