import type { TAgreementStatus } from '@alma/shared/agreements/agreement-status';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS_BADGE } from '../model/agreement-words.ts';

/** An agreement's status in words, with its colour. */
export function AgreementStatusBadge({ status }: { status: TAgreementStatus }) {
  const { t } = useTranslation();
  return <Badge status={STATUS_BADGE[status]} text={t(`agreements.statuses.${status}`)} />;
}
