import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../../lib/institution-context.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { donorName, recordAmount } from '../rules/record-display.ts';
import { TabList } from './tab-list.tsx';

/** Donation directory tab: name, amount or goods with unit, time (16), seats (doc 1 §2). */
export function RecordTab({ itemsId }: { itemsId: number }) {
  const { t } = useTranslation();
  const mask = useFeature('maskDonorNames');
  const language = currentLanguage();
  return (
    <TabList
      tab="record"
      itemsId={itemsId}
      emptyText={t('projectDetail.empty.record')}
      renderRow={(row, index) => (
        // Directory rows have no id; a row's place in the paid order is stable while paging.
        <li key={index} className="detail-row record-row" data-testid="record-row">
          <div className="detail-row-main">
            <span className="record-name" data-testid="record-name">
              {donorName(row.name, language, mask)}
            </span>
            <b className="record-amount" data-testid="record-amount">
              {recordAmount(row)}
            </b>
          </div>
          <div className="detail-row-meta">
            <time data-testid="record-time">{trimWireDate(row.donateTime, 16)}</time>
            {row.seats ? <span>{t('projectDetail.record.seats', { seats: row.seats })}</span> : null}
          </div>
        </li>
      )}
    />
  );
}
