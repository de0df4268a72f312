import { useTranslation } from 'react-i18next';
import { yuanText } from '../rules/records-view.ts';
import { DonationRow } from './donation-row.tsx';
import { RecordsList } from './records-list.tsx';

/** My gifts by category: each category's title, exact total and count, then its gifts. */
export function DonationGroups() {
  const { t } = useTranslation();
  return (
    <RecordsList
      list="groups"
      emptyText={t('mineRecords.empty.donations')}
      renderRow={(group) => (
        <li key={group.typeId} className="records-group" data-testid="donation-group">
          <header className="records-group-head">
            <h2 className="records-group-title" data-testid="group-title">
              {group.title}
            </h2>
            <span className="records-group-sum">
              <span data-testid="group-count">
                {t('mineRecords.group.count', { count: group.donateCount })}
              </span>
              <b data-testid="group-total">{yuanText(group.donateMoney)}</b>
            </span>
          </header>
          <ul className="records-rows">
            {group.rows.map((row) => (
              <DonationRow key={row.donatePlatOrder} row={row} />
            ))}
          </ul>
        </li>
      )}
    />
  );
}

/** My gifts by time, newest first, 10 at a time. */
export function DonationTimeline() {
  const { t } = useTranslation();
  return (
    <RecordsList
      list="byTime"
      emptyText={t('mineRecords.empty.donations')}
      renderRow={(row) => <DonationRow key={row.donatePlatOrder} row={row} />}
    />
  );
}
