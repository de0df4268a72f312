import { SMS_CODE_LENGTH } from '@alma/shared/constants/limits';
import { useTranslation } from 'react-i18next';
import type { SignCode } from '../hooks/use-sign-code.ts';
import { signCodeButtonLabel } from '../model/sign-code.ts';

/**
 * Under the signing pad, when the foundation asks for it: the SMS code that confirms the intent to
 * sign, and the button that sends it — 'get code', then the seconds left, as the login's button
 * (a press meanwhile does nothing) — with where the code went, masked, once it has gone.
 */
export function SignCodeField({ signCode, disabled }: { signCode: SignCode; disabled: boolean }) {
  const { t } = useTranslation();
  const label = signCodeButtonLabel(signCode.remaining);
  const text = label.key === 'agreements.signCode.wait' ? t(label.key, { count: label.count }) : t(label.key);
  const waiting = signCode.remaining > 0;
  return (
    <div className="sign-code" data-testid="sign-code">
      <div className="sign-code-row">
        <input
          className="sign-code-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          aria-label={t('agreements.signCode.label')}
          placeholder={t('agreements.signCode.placeholder')}
          value={signCode.code}
          onChange={(event) => signCode.setCode(event.target.value)}
          disabled={disabled}
          data-testid="sign-code-input"
        />
        <button
          type="button"
          className={waiting ? 'sign-code-button is-waiting' : 'sign-code-button'}
          aria-disabled={waiting || signCode.sending}
          disabled={disabled}
          onClick={() => void signCode.send()}
          data-testid="sign-code-send"
        >
          {text}
        </button>
      </div>
      <p className="sign-code-sent" role="status" aria-live="polite" data-testid="sign-code-sent">
        {signCode.sentTo ? t('agreements.signCode.sent', { mobile: signCode.sentTo }) : ''}
      </p>
    </div>
  );
}
