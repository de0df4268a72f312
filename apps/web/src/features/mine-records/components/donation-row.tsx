import type { TMyDonationRow } from '@alma/shared/api/user-records';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { donationAmount, projectAddress } from '../rules/records-view.ts';

/** One of my gifts: project, amount (¥ or units), time; a tap opens the project. */
export function DonationRow({ row }: { row: TMyDonationRow }) {
  const { t } = useTranslation();
  return (
    <li className="records-row" data-testid="donation-row">
      <Link className="records-link" to={projectAddress(row.itemsId)}>
        {row.avatar ? (
          <img className="records-thumb" src={row.avatar} alt="" width={48} height={48} loading="lazy" />
        ) : (
          <span className="records-thumb" aria-hidden="true" />
        )}
        <span className="records-body">
          <span className="records-main">
            <span className="records-name" data-testid="donation-project">
              {row.itemsName}
            </span>
            <b className="records-amount" data-testid="donation-amount">
              {donationAmount(row)}
            </b>
          </span>
          <span className="records-meta">
            <time data-testid="donation-time">{trimWireDate(row.donateTime, 16)}</time>
            {row.subItemsName ? (
              <span>{t('mineRecords.donation.sub', { name: row.subItemsName })}</span>
            ) : null}
            {row.togetherId > 0 ? <span>{t('mineRecords.donation.viaTogether')}</span> : null}
          </span>
        </span>
      </Link>
    </li>
  );
}
