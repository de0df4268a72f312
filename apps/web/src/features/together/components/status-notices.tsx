import { useTranslation } from 'react-i18next';

/** Grey blocks in the shape of what loads, so the page does not jump when it arrives. */
export function TogetherSkeleton({ blocks = 3 }: { blocks?: number }) {
  const { t } = useTranslation();
  return (
    <div className="together-skeleton" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="together-shimmer together-skeleton-head" />
      {Array.from({ length: blocks }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders with nothing else to key on
        <div key={index} className="together-shimmer together-skeleton-block" />
      ))}
    </div>
  );
}

/** A failed load: the reason when the server gave one, and a retry when asking again can help. */
export function LoadFailed({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="alma-notice" role="alert" data-testid="together-error">
      <p>{message || t('common.loadFailed')}</p>
      {onRetry ? (
        <button type="button" className="alma-button" onClick={onRetry}>
          {t('common.retry')}
        </button>
      ) : (
        <a className="alma-button is-primary" href="#/">
          {t('common.home')}
        </a>
      )}
    </section>
  );
}
