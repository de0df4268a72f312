import type { TCertificateRow } from '@alma/shared/api/certificates';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/language.ts';
import { type BookTab, certificateDetailAddress } from '../model/book-tabs.ts';
import { certificateStatusLabel } from '../model/certificate-labels.ts';

type Props = { row: TCertificateRow; tab: BookTab; onView: (row: TCertificateRow) => void };

/**
 * One certificate: the project's thumbnail, name, amount, date and serial. On the electronic tab a
 * tap opens the picture (or says 证书生成中); on the paper tab it opens the detail with its status.
 */
export function CertificateRow({ row, tab, onView }: Props) {
  const { t } = useTranslation();
  const body = (
    <>
      {row.thumbnailImg ? (
        <img className="book-thumb" src={row.thumbnailImg} alt="" width={56} height={56} loading="lazy" />
      ) : (
        <span className="book-thumb" aria-hidden="true" />
      )}
      <span className="book-body">
        <span className="book-name">{row.itemsName}</span>
        <span className="book-meta">
          <b>¥{formatYuan(row.donateMoney)}</b>
          <time>{trimWireDate(row.donateTime, 10)}</time>
        </span>
        {row.serialNo ? (
          <span className="book-serial">{t('certificates.serial', { serial: row.serialNo })}</span>
        ) : null}
      </span>
    </>
  );
  if (tab === 'paper') {
    return (
      <li className="book-row" data-testid="certificate-row">
        <Link className="book-main" to={certificateDetailAddress(row.id, tab)}>
          {body}
          <span className="book-status" data-testid="certificate-status">
            {certificateStatusLabel(row.status, currentLanguage())}
          </span>
        </Link>
      </li>
    );
  }
  return (
    <li className="book-row" data-testid="certificate-row">
      <button type="button" className="book-main" onClick={() => onView(row)}>
        {body}
        {row.certificateImg ? null : (
          <span className="book-state is-pending" data-testid="certificate-generating">
            {t('certificates.generating')}
          </span>
        )}
      </button>
      <Link className="book-detail-link" to={certificateDetailAddress(row.id, tab)}>
        {t('certificates.detail')}
      </Link>
    </li>
  );
}
