import { type Ref, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SignCode } from '../hooks/use-sign-code.ts';
import { CPU_PAD, fitPad } from '../model/signature-strokes.ts';
import { SignCodeField } from './sign-code-field.tsx';
import { SignaturePad, type SignaturePadHandle } from './signature-pad.tsx';

/** The modal's own padding and the screen's margin on each side, in CSS pixels. */
const MODAL_FRAME = 24;

type Props = {
  padRef: Ref<SignaturePadHandle>;
  busy: boolean;
  /** The SMS code under the pad, when the foundation asks for one. */
  signCode: SignCode | null;
  onClear: () => void;
  onClose: () => void;
  onDone: () => void;
};

/**
 * The cpu signature modal (doc 4 §2.4): a 350×200 pad (narrower in proportion on a phone narrower
 * than 374 px), a clear icon, the hint 'please handwrite your signature' and 'done'; the SMS code,
 * when asked for, goes under the pad and leaves its size alone.
 */
export function SignatureModal({ padRef, busy, signCode, onClear, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const size = useMemo(() => fitPad(CPU_PAD, window.innerWidth - MODAL_FRAME), []);
  return (
    <div className="agreement-modal-mask">
      <section
        className="agreement-modal"
        role="dialog"
        aria-modal="true"
        aria-label={t('agreements.signature.title')}
        data-testid="signature-modal"
      >
        <header className="agreement-modal-head">
          <p className="agreement-modal-hint">{t('agreements.signature.hint')}</p>
          <button
            type="button"
            className="agreement-icon-button"
            aria-label={t('agreements.signature.clear')}
            title={t('agreements.signature.clear')}
            onClick={onClear}
            disabled={busy}
            data-testid="signature-clear"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h2v-8h-2Zm4 0v8h2v-8h-2Z"
                fill="currentColor"
              />
            </svg>
          </button>
          <button
            type="button"
            className="agreement-icon-button"
            aria-label={t('agreements.signature.close')}
            title={t('agreements.signature.close')}
            onClick={onClose}
            disabled={busy}
            data-testid="signature-close"
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z"
                fill="currentColor"
              />
            </svg>
          </button>
        </header>
        <SignaturePad ref={padRef} size={size} label={t('agreements.signature.pad')} testId="signature-pad" />
        {signCode ? <SignCodeField signCode={signCode} disabled={busy} /> : null}
        <button
          type="button"
          className="alma-button is-primary agreement-modal-done"
          onClick={onDone}
          disabled={busy}
          data-testid="signature-done"
        >
          {busy ? t('agreements.signature.submitting') : t('agreements.signature.done')}
        </button>
      </section>
    </div>
  );
}
