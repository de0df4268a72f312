import type { TTogetherDetail } from '@alma/shared/api/together';
import { useTranslation } from 'react-i18next';
import { canCancel, canInvite, supportButton } from '../model/share-view.ts';

type Props = {
  detail: TTogetherDetail;
  cancelling: boolean;
  onSupport: () => void;
  onInvite: () => void;
  onCancel: () => void;
};

/**
 * Support (to the form with togetherId), invite friends, and — for the sponsor — cancel. A
 * closed fundraiser keeps its support button in place, greyed, reading noReason (doc 2 §4.5).
 */
export function ShareActions({ detail, cancelling, onSupport, onInvite, onCancel }: Props) {
  const { t } = useTranslation();
  const support = supportButton(detail);
  return (
    <>
      {canCancel(detail) ? (
        <button
          type="button"
          className="together-cancel"
          disabled={cancelling}
          data-testid="together-cancel"
          onClick={onCancel}
        >
          {t('together.share.cancel')}
        </button>
      ) : null}
      <nav className="together-bottom-bar" data-testid="together-actions">
        <button
          type="button"
          className="together-action is-invite"
          disabled={!canInvite(detail)}
          data-testid="together-invite"
          onClick={onInvite}
        >
          {t('together.share.invite')}
        </button>
        <button
          type="button"
          className="together-action is-support"
          disabled={!support.enabled}
          data-testid="together-support"
          onClick={onSupport}
        >
          {support.enabled ? t('together.share.support') : support.reason || t('together.share.support')}
        </button>
      </nav>
    </>
  );
}
