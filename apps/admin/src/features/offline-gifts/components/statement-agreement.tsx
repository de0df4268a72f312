import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TStatementAgreement } from '../model/statement-gifts.ts';

type Props = {
  agreement: TStatementAgreement;
  /** Whether the line is confirmed against it (staff may drop the suggestion, and take it back). */
  kept: boolean;
  onKeep: (kept: boolean) => void;
};

/** A statement line's suggested agreement in words (number · project · donor), kept or dropped. */
export function StatementAgreement({ agreement, kept, onKeep }: Props) {
  const { t } = useTranslation();
  const words = t('offlineGifts.statementAgreement.words', {
    no: agreement.agreementNo,
    project: agreement.projectTitle,
    donor: agreement.donorName,
  });
  return (
    <Space orientation="vertical" size={0} data-testid="statement-agreement">
      <Typography.Text delete={!kept} type={kept ? undefined : 'secondary'}>
        {words}
      </Typography.Text>
      {kept ? null : (
        <Typography.Text type="secondary">{t('offlineGifts.statementAgreement.dropped')}</Typography.Text>
      )}
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        onClick={() => onKeep(!kept)}
        data-testid={kept ? 'statement-agreement-drop' : 'statement-agreement-keep'}
      >
        {t(kept ? 'offlineGifts.statementAgreement.drop' : 'offlineGifts.statementAgreement.keep')}
      </Button>
    </Space>
  );
}
