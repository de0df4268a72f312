import type { TReceiptDetail } from '@alma/shared/api/receipts';
import { trimWireDate } from '@alma/shared/dates/wire-date';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button.tsx';
import { DetailField, DetailFields } from '../../../components/detail-field.tsx';
import { sendStateView, showsInvoice } from '../model/receipt-view.ts';

/**
 * What was issued (doc 3 §4): the receipt's numbers and the courier's for statuses 2, 4, 6 and 7,
 * the file once there is one (a PDF or a scan, a signed link), and how sending went.
 */
export function ReceiptInvoice({ detail }: { detail: TReceiptDetail }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`receipts.detail.${key}`);
  const send = sendStateView(detail.sendState);
  const sendText =
    send.kind === 'sent'
      ? label('sent')
      : send.kind === 'failed'
        ? t('receipts.detail.sendFailed', { reason: send.reason })
        : '';
  const invoice = showsInvoice(detail.status);
  if (!invoice && detail.fileUrl === '' && sendText === '') return null;

  return (
    <section className="receipt-invoice" data-testid="receipt-invoice">
      <h2>{label('invoiceTitle')}</h2>
      <DetailFields>
        {invoice ? (
          <>
            <DetailField label={label('invoiceCode')} value={detail.invoiceCode} testId="invoice-code" />
            <DetailField label={label('invoiceNo')} value={detail.invoiceNo} testId="invoice-no" />
            <DetailField label={label('checkCode')} value={detail.checkCode} />
            <DetailField label={label('issueDate')} value={trimWireDate(detail.issueDate, 10)} />
            <DetailField label={label('expressCompany')} value={detail.expressCompanyTitle} />
            <DetailField label={label('expressNo')} value={detail.expressOrderNo}>
              <CopyButton text={detail.expressOrderNo} testId="copy-express-no" />
            </DetailField>
          </>
        ) : null}
        <DetailField label={label('sendState')} value={sendText} testId="receipt-send-state" />
      </DetailFields>
      {detail.fileUrl !== '' ? (
        <a
          className="alma-button is-primary receipt-file"
          href={detail.fileUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="receipt-file"
        >
          {label('viewFile')}
        </a>
      ) : null}
    </section>
  );
}
