import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import './share-overlay.css';

registerMessages(
  'share',
  { prompt: '点击右上角 ··· 分享给好友', close: '知道了' },
  { prompt: 'Tap ··· at the top right to share with friends', close: 'Got it' },
);

/** An arrow drawn in CSS that points at WeChat's ··· menu in the top right corner. */
export function PointerArrow() {
  return <span className="pointer-arrow" aria-hidden="true" />;
}

/**
 * The invite-friends overlay (doc 1 §2, doc 2 §2.5, §2.7): sharing itself happens from WeChat's
 * own menu, so the overlay only points there, with the screen's own line under it. Any tap closes it.
 */
export function ShareOverlay({ detail, onClose }: { detail: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="share-overlay" data-testid="share-overlay" onClick={onClose}>
      <PointerArrow />
      <span className="share-overlay-text">
        <strong>{t('share.prompt')}</strong>
        <small>{detail}</small>
        <small>{t('share.close')}</small>
      </span>
    </button>
  );
}
