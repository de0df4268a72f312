import { useTranslation } from 'react-i18next';
import { smsButtonLabel } from '../rules/countdown.ts';

/** Shows the seconds left while the countdown runs; a press then does nothing (doc 3 §5). */
export function SmsCodeButton({
  remaining,
  sending,
  onPress,
}: {
  remaining: number;
  sending: boolean;
  onPress: () => void;
}) {
  const { t } = useTranslation();
  const label = smsButtonLabel(remaining);
  const text = label.key === 'login.sms.wait' ? t(label.key, { count: label.count }) : t(label.key);
  return (
    <button
      type="button"
      className={remaining > 0 ? 'login-sms-button is-waiting' : 'login-sms-button'}
      data-testid="login-sms-button"
      aria-disabled={remaining > 0 || sending}
      onClick={onPress}
    >
      {text}
    </button>
  );
}
