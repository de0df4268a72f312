import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import './save-bar.css';

type Props = {
  /** The role may save this part (the permission table); otherwise the tab is read-only. */
  editable: boolean;
  changed: boolean;
  valid: boolean;
  saving: boolean;
  submit: () => void;
  /** Finds this tab's button in e2e tests (each tab has its own 保存). */
  testId: string;
};

/**
 * The foot of a tab: its own 保存, usable only when something changed, the contract accepts it and
 * no save is on the way; a role that may only look is told so instead.
 */
export function SaveBar({ editable, changed, valid, saving, submit, testId }: Props) {
  const { t } = useTranslation();
  if (!editable) return <Alert type="info" showIcon title={t('settings.readOnly')} />;
  return (
    <Flex className="settings-save-bar" align="center" gap={12}>
      <Button
        type="primary"
        data-testid={testId}
        loading={saving}
        disabled={!changed || !valid || saving}
        onClick={submit}
      >
        {t('settings.save')}
      </Button>
      <Typography.Text type="secondary">
        {changed ? t('settings.changed') : t('settings.unchanged')}
      </Typography.Text>
    </Flex>
  );
}
