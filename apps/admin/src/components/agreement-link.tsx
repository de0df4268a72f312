import { Typography } from 'antd';
import { Link } from 'react-router';
import { useMayCall } from '../lib/session.ts';

/**
 * 关联协议: the number of the donation agreement the order paid; for those who may read agreements, a
 * link to the agreements page searching that number (receipts' and certificates' drawers).
 */
export function AgreementLink({ agreementNo, testId }: { agreementNo: string; testId: string }) {
  const mayReadAgreements = useMayCall()('GET /agreements');
  return mayReadAgreements ? (
    <Link to={`/agreements?q=${encodeURIComponent(agreementNo)}`} data-testid={testId}>
      {agreementNo}
    </Link>
  ) : (
    <Typography.Text>{agreementNo}</Typography.Text>
  );
}
