import type { TAgreementDetail } from '@alma/shared/admin-api/agreements';
import { formatYuan } from '@alma/shared/money/money';
import { Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMayCall } from '../../../lib/session.ts';
import { isReceiptStatus, languageKeyOf, minuteOf } from '../model/agreement-words.ts';
import { AgreementStatusBadge } from './agreement-status-badge.tsx';

type TReceipt = NonNullable<TAgreementDetail['receipt']>;
type TCertificate = NonNullable<TAgreementDetail['certificate']>;

/** A file the browser opens beside the console (the link is signed and expires). */
function FileLink({ href, label, testId }: { href: string; label: string; testId: string }) {
  return (
    <Typography.Link href={href} target="_blank" rel="noreferrer" data-testid={testId}>
      {label}
    </Typography.Link>
  );
}

/** The order that paid it, with a way to its page in the console for those who may read orders. */
function PaidBy({ billNo }: { billNo: string }) {
  const { t } = useTranslation();
  const mayReadOrders = useMayCall()('GET /orders');
  return (
    <Space>
      <Typography.Text copyable>{billNo}</Typography.Text>
      {mayReadOrders ? (
        <Link to={`/orders?order=${encodeURIComponent(billNo)}`}>{t('agreements.openOrder')}</Link>
      ) : null}
    </Space>
  );
}

/** The order's receipt: its number once issued, its status in words, and its file once there is one. */
function PaidReceipt({ receipt }: { receipt: TReceipt }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      {receipt.invoiceNo ? <Typography.Text copyable>{receipt.invoiceNo}</Typography.Text> : null}
      {isReceiptStatus(receipt.status) ? (
        <Tag>{t(`agreements.receiptStatuses.${receipt.status}`)}</Tag>
      ) : null}
      {receipt.fileUrl ? (
        <FileLink
          href={receipt.fileUrl}
          label={t('agreements.openReceipt')}
          testId="agreement-receipt-file"
        />
      ) : null}
    </Space>
  );
}

/** The order's certificate: its serial number, and its picture once drawn. */
function PaidCertificate({ certificate }: { certificate: TCertificate }) {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Typography.Text copyable>{certificate.serialNo}</Typography.Text>
      {certificate.imageUrl ? (
        <FileLink
          href={certificate.imageUrl}
          label={t('agreements.openCertificate')}
          testId="agreement-certificate-image"
        />
      ) : null}
    </Space>
  );
}

/**
 * An agreement's facts; once paid, the order that paid it and, each when there is one, the order's
 * receipt and certificate.
 */
export function AgreementFacts({ agreement }: { agreement: TAgreementDetail }) {
  const { t } = useTranslation();
  const paid = agreement.billNo !== '';
  const { receipt, certificate } = agreement;
  return (
    <Descriptions
      size="small"
      bordered
      column={2}
      data-testid="agreement-facts"
      items={[
        { key: 'agreementNo', label: t('agreements.agreementNo'), children: agreement.agreementNo },
        {
          key: 'status',
          label: t('agreements.status'),
          children: <AgreementStatusBadge status={agreement.status} />,
        },
        { key: 'title', label: t('agreements.agreementTitle'), children: agreement.title },
        { key: 'flow', label: t('agreements.flow'), children: t(`agreements.flows.${agreement.flow}`) },
        { key: 'donor', label: t('agreements.donor'), children: agreement.donorName },
        { key: 'mobile', label: t('agreements.mobile'), children: agreement.donorMobile },
        { key: 'project', label: t('agreements.project'), children: agreement.projectTitle },
        {
          key: 'amount',
          label: t('agreements.amount'),
          children: t('common.yuan', { amount: formatYuan(agreement.amount) }),
        },
        {
          key: 'language',
          label: t('agreements.language'),
          children: t(`agreements.languages.${languageKeyOf(agreement.language)}`),
        },
        { key: 'createdAt', label: t('agreements.createdAt'), children: minuteOf(agreement.createdAt) },
        { key: 'signedAt', label: t('agreements.signedAt'), children: minuteOf(agreement.signedAt) },
        ...(paid
          ? [
              {
                key: 'fundsReceivedAt',
                label: t('agreements.fundsReceivedAt'),
                children: minuteOf(agreement.fundsReceivedAt),
              },
              {
                key: 'billNo',
                label: t('agreements.billNo'),
                children: <PaidBy billNo={agreement.billNo} />,
              },
            ]
          : []),
        ...(receipt
          ? [{ key: 'receipt', label: t('agreements.receipt'), children: <PaidReceipt receipt={receipt} /> }]
          : []),
        ...(certificate
          ? [
              {
                key: 'certificate',
                label: t('agreements.certificate'),
                children: <PaidCertificate certificate={certificate} />,
              },
            ]
          : []),
      ]}
    />
  );
}
