import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionOptions } from '../api/session-options.ts';

/** Only on a demo installation (the server says so): where the demo accounts and codes come from. */
export function DemoHint() {
  const { t } = useTranslation();
  const options = useSessionOptions();
  if (!options.data?.demo) return null;
  return <Alert type="info" showIcon title={t('signIn.demoTitle')} description={t('signIn.demoBody')} />;
}
