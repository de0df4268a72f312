import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The error state of anything loaded from the server: the server's own message (already in the
 * staff member's language) and a way to try again.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = error instanceof Error && error.message ? error.message : t('common.loadFailed');
  return (
    <Result
      status="error"
      title={t('common.loadFailed')}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}
