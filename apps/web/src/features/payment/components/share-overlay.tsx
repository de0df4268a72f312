import { useTranslation } from 'react-i18next';
import '../messages.ts';

/** An arrow drawn in CSS that points at WeChat's ··· menu in the top right corner. */
export function PointerArrow() {
  return <span className="pointer-arrow" aria-hidden="true" />;
}

/**
 * The share overlay (doc 1 §2): sharing itself happens from WeChat's own menu, so the overlay
 * only points there. Any tap closes it.
 */
export function ShareOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="share-overlay" data-testid="share-overlay" onClick={onClose}>
      <PointerArrow />
      <span className="share-overlay-text">
        <strong>{t('payment.share.prompt')}</strong>
        <small>{t('payment.share.detail')}</small>
        <small>{t('payment.share.close')}</small>
      </span>
    </button>
  );
}
