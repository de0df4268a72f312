import { useTranslation } from 'react-i18next';

type Props = {
  /** The server's reason, when it gave one; else the generic 加载失败. */
  message?: string;
  /** Asking again can help: a retry button. Without it, the way home. */
  onRetry?: () => void;
  testId?: string;
};

/** A screen's failed load (every feature's error state). */
export function LoadFailed({ message, onRetry, testId }: Props) {
  const { t } = useTranslation();
  return (
    <section className="alma-notice" role="alert" data-testid={testId}>
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
