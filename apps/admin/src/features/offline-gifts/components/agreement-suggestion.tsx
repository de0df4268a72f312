import type { TAgreementAwaiting } from '@alma/shared/admin-api/agreements';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

/** The agreement the typed transfer matches, offered to staff: 关联此协议 picks it, nothing else does. */
export function AgreementSuggestion({
  agreement,
  onPick,
}: {
  agreement: TAgreementAwaiting;
  onPick: (agreement: TAgreementAwaiting) => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('offlineGifts.agreement.suggestion', {
        no: agreement.agreementNo,
        donor: agreement.donorName,
        project: agreement.projectTitle,
      })}
      action={
        <Button
          size="small"
          type="primary"
          onClick={() => onPick(agreement)}
          data-testid="agreement-suggestion-pick"
        >
          {t('offlineGifts.agreement.pick')}
        </Button>
      }
      data-testid="agreement-suggestion"
    />
  );
}
