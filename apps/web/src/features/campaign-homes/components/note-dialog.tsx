import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { open: boolean; title: string; onClose: () => void; testId: string; children: ReactNode };

/**
 * A campaign's note (doc 4 §2.3: shown on entry, reopened by its button), closed with 我知道了.
 * Drawn here rather than with antd-mobile: these pages need nothing else of it.
 */
export function NoteDialog({ open, title, onClose, testId, children }: Props) {
  const { t } = useTranslation();
  const close = useRef<HTMLButtonElement>(null);
  // The latest handler, without opening the effect again (and moving focus) on every render.
  const closing = useRef(onClose);
  closing.current = onClose;
  useEffect(() => {
    if (!open) return;
    close.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closing.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  if (!open) return null;
  return (
    <div className="campaign-note-mask">
      <section
        className="campaign-note"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid={testId}
      >
        <h2 className="campaign-note-title">{title}</h2>
        <div className="campaign-note-body">{children}</div>
        <button
          ref={close}
          type="button"
          className="alma-button is-primary campaign-note-close"
          onClick={onClose}
          data-testid={`${testId}-close`}
        >
          {t('campaignHomes.gotIt')}
        </button>
      </section>
    </div>
  );
}
