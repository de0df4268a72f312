import type { TReceiptDetail } from '@alma/shared/api/receipts';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { receiptStatusTone } from '@alma/shared/documents/receipt-status';
import { formatYuan } from '@alma/shared/money/money';
import { displayMobile } from '@alma/shared/validation/mobile';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { DetailField, DetailFields } from '../../../components/detail-field.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/language.ts';
import { hasToken } from '../../../lib/token-store.ts';
import { useReceiptDetail } from '../api/get-receipts.ts';
import { ReceiptInvoice } from '../components/receipt-invoice.tsx';
import {
  DONOR_TYPE_KEYS,
  isPostalWay,
  RECEIPT_TYPE_KEYS,
  RECEIPT_WAY_KEYS,
  receiptStatusLabel,
} from '../model/receipt-view.ts';
import '../messages.ts';
import '../receipts.css';

/** mine-paper-detail?id= (doc 3 §2–§4): one receipt as applied for and as issued. */
export default function ReceiptDetailPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  if (!hasToken()) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={`/login?redirect=${encodeURIComponent(here)}`} replace />;
  }
  const id = Number(params.get('id'));
  return <ReceiptDetailContent id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}

function ReceiptDetailContent({ id }: { id: number }) {
  const { t } = useTranslation();
  const detail = useReceiptDetail(id);
  // The server's refusal (not mine, no such receipt) is final: its words and the way home.
  if (id === 0 || (detail.isError && detail.error instanceof ApiError)) {
    return <LoadFailed testId="receipt-detail-error" message={detail.error?.message} />;
  }
  if (detail.isError)
    return <LoadFailed testId="receipt-detail-error" onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <p className="alma-loading">{t('common.loading')}</p>;
  return <ReceiptDetailView detail={detail.data} />;
}

function ReceiptDetailView({ detail }: { detail: TReceiptDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`receipts.detail.${key}`);
  const choice = <K extends string>(group: string, key: K | undefined) =>
    key ? t(`receipts.${group}.${key}`) : '';
  const postal = isPostalWay(detail.receiptWay);

  return (
    <main className="receipt-page receipt-detail" data-testid="receipt-detail">
      {detail.isVoid === 1 ? (
        <p className="receipt-void-notice" role="note" data-testid="receipt-void-notice">
          {t('receipts.voidedNotice')}
        </p>
      ) : null}
      <DetailFields testId="receipt-fields">
        <div className="detail-field">
          <dt>{label('status')}</dt>
          <dd>
            <span
              className={`receipt-status is-${receiptStatusTone(detail.status)}`}
              data-testid="receipt-status"
            >
              {receiptStatusLabel(detail.status, currentLanguage())}
            </span>
          </dd>
        </div>
        <DetailField label={label('project')} value={detail.itemsName} />
        <DetailField label={label('amount')} value={`¥${formatYuan(detail.donateMoney)}`} />
        <DetailField label={label('donateTime')} value={trimWireDate(detail.donateTime, 16)} />
        <DetailField label={label('applyTime')} value={trimWireDate(detail.createDate, 16)} />
        <DetailField
          label={label('donorType')}
          value={choice('donorTypes', DONOR_TYPE_KEYS[detail.donorType])}
        />
        <DetailField label={label('donorName')} value={detail.donorName} />
        {/* Masked by the server; named as the donor type's form named it. */}
        <DetailField
          label={t(detail.donorType === 2 ? 'receipts.apply.creditCode' : 'receipts.apply.idNumber')}
          value={detail.creditCode}
        />
        <DetailField
          label={label('receiptType')}
          value={choice('receiptTypes', RECEIPT_TYPE_KEYS[detail.receiptType])}
        />
        <DetailField
          label={label('receiptWay')}
          value={choice('ways', RECEIPT_WAY_KEYS[detail.receiptWay])}
        />
        {postal ? (
          <>
            <DetailField label={label('contact')} value={detail.postalContact} />
            <DetailField label={label('mobile')} value={displayMobile(detail.postalMobile)} />
            <DetailField label={label('address')} value={detail.postalAddress} />
          </>
        ) : (
          <>
            <DetailField label={label('email')} value={detail.postalEmail} />
            <DetailField label={label('smsMobile')} value={displayMobile(detail.postalMobileSms)} />
          </>
        )}
      </DetailFields>
      <ReceiptInvoice detail={detail} />
    </main>
  );
}
