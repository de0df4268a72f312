import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a page that threw while drawing shows instead; the frame around it keeps working. */
export function PageFailed() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('common.pageFailed')}
      subTitle={t('common.pageFailedHint')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      }
    />
  );
}
