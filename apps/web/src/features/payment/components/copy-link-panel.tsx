import { useTranslation } from 'react-i18next';
import { showToast } from '../../../lib/toast.ts';
import { TOAST_MS } from '../payment-timing.ts';
import '../messages.ts';

/** The mini-program has no "open in browser": the donor copies the link instead (doc 3 §2, §8). */
export function CopyLinkPanel({ link }: { link: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      void showToast(t('payment.alipay.copied'), TOAST_MS, 'success');
    } catch {
      // No clipboard permission (or an old web view): the link stays selectable on screen.
      void showToast(t('payment.alipay.copyFailed'), TOAST_MS, 'fail');
    }
  };
  return (
    <section className="handoff-panel" data-testid="alipay-copy-link">
      <h1>{t('payment.alipay.miniTitle')}</h1>
      <p>{t('payment.alipay.miniBody')}</p>
      <p className="handoff-link">{link}</p>
      <button type="button" className="alma-button is-primary" onClick={() => void copy()}>
        {t('payment.alipay.copy')}
      </button>
      <p>{t('payment.alipay.waiting')}</p>
    </section>
  );
}
