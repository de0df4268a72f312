import type { TItemDetail } from '@alma/shared/api/items';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { useFeature } from '../../../lib/institution-context.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { donorName, recordAmount, recordListOf } from '../rules/record-display.ts';
import { TabList } from './tab-list.tsx';

/**
 * Donation directory tab (doc 1 §2): name, amount or goods with unit, time (16), seats. A naming
 * project lists its named donors instead: name, what they named, time (doc 1 §7, doc 4 §3).
 */
export function RecordTab({ item }: { item: TItemDetail }) {
  const list = recordListOf(item);
  return list === 'record' ? (
    <DonationRecords itemsId={item.id} />
  ) : (
    <NamedDonors itemsId={item.id} list={list} />
  );
}

function DonationRecords({ itemsId }: { itemsId: number }) {
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

function NamedDonors({ itemsId, list }: { itemsId: number; list: 'seatDonors' | 'bookDonors' }) {
  const { t } = useTranslation();
  const mask = useFeature('maskDonorNames');
  const language = currentLanguage();
  return (
    <TabList
      tab={list}
      itemsId={itemsId}
      emptyText={t('projectDetail.empty.record')}
      renderRow={(row, index) => (
        // Named-donor rows have no id either; their order (newest paid first) is stable while paging.
        <li key={index} className="detail-row record-row" data-testid="record-row">
          <div className="detail-row-main">
            <span className="record-name" data-testid="record-name">
              {donorName(row.name, language, mask)}
            </span>
            <time className="record-named-time" data-testid="record-time">
              {trimWireDate(row.donateTime, 16)}
            </time>
          </div>
          <p className="record-named" data-testid="record-seats">
            {t(list === 'bookDonors' ? 'projectDetail.record.books' : 'projectDetail.record.seats', {
              seats: row.seats,
            })}
          </p>
        </li>
      )}
    />
  );
}
