import type { TReceiptRow } from '@alma/shared/api/receipts';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { receiptStatusTone } from '@alma/shared/documents/receipt-status';
import { formatYuan } from '@alma/shared/money/money';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/language.ts';
import { receiptDetailAddress } from '../model/receipt-tabs.ts';
import { RECEIPT_TYPE_KEYS, receiptStatusLabel } from '../model/receipt-view.ts';

/**
 * One receipt (doc 3 §2, §4): when it was asked for, the project, amount and type, its status in
 * green (invoicing) or yellow (every later one), 已冲红 when a refund voided it; a tap opens it.
 */
export function ReceiptRow({ row }: { row: TReceiptRow }) {
  const { t } = useTranslation();
  const typeKey = RECEIPT_TYPE_KEYS[row.receiptType];
  return (
    <li className="receipt-row" data-testid="receipt-row">
      <Link className="receipt-link" to={receiptDetailAddress(row.id)}>
        <span className="receipt-head">
          <time>{trimWireDate(row.createDate, 16)}</time>
          <span className="receipt-tags">
            {row.isVoid === 1 ? (
              <span className="receipt-void" data-testid="receipt-void">
                {t('receipts.voided')}
              </span>
            ) : null}
            <span
              className={`receipt-status is-${receiptStatusTone(row.status)}`}
              data-testid="receipt-status"
            >
              {receiptStatusLabel(row.status, currentLanguage())}
            </span>
          </span>
        </span>
        <span className="receipt-name">{row.itemsName}</span>
        <span className="receipt-meta">
          <b>¥{formatYuan(row.donateMoney)}</b>
          {typeKey ? <span>{t(`receipts.receiptTypes.${typeKey}`)}</span> : null}
        </span>
      </Link>
    </li>
  );
}
