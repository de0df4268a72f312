import { useTranslation } from 'react-i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import { showToast } from '../lib/toast.ts';

registerMessages(
  'copyButton',
  { copy: '复制', copied: '复制成功', failed: '复制失败，请长按手动复制' },
  { copy: 'Copy', copied: 'Copied', failed: 'Copy failed, please long-press to copy' },
);

const TOAST_MS = 1000;

/** Copies a text (an express number) and says so with 复制成功 (doc 3 §8). */
export function CopyButton({ text, testId }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      void showToast(t('copyButton.copied'), TOAST_MS, 'success');
    } catch {
      // No clipboard permission (an old web view): the text stays selectable on screen.
      void showToast(t('copyButton.failed'), TOAST_MS, 'fail');
    }
  };
  return (
    <button
      type="button"
      className="alma-button copy-button"
      data-testid={testId}
      onClick={() => void copy()}
    >
      {t('copyButton.copy')}
    </button>
  );
}
