import { useTranslation } from 'react-i18next';

/** A failed load with a retry button. */
export function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <section className="alma-notice records-notice" role="alert" data-testid={testId}>
      <p>{t('common.loadFailed')}</p>
      <button type="button" className="alma-button" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </section>
  );
}
