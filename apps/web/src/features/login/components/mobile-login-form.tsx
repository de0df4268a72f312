import type { TLoginAnswer } from '@alma/shared/api/auth';
import { DEFAULT_AREA_CODE, SMS_COUNTDOWN_SECONDS } from '@alma/shared/constants/limits';
import type { Platform } from '@alma/shared/constants/platform';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCodePicker } from '../../../components/area-code-picker.tsx';
import { useCountdown } from '../../../lib/countdown.ts';
import { showToast } from '../../../lib/toast.ts';
import { mobileLogin, sendSmsCode } from '../api/login-calls.ts';
import { checkMobileLogin, checkSmsRequest, wireMobile } from '../rules/login-checks.ts';
import { CHECK_TOAST_MS, toastProblem } from './login-feedback.ts';
import { SmsCodeButton } from './sms-code-button.tsx';

/** Tab 1: mobile (with country code) and SMS code. */
export function MobileLoginForm({
  agreed,
  platform,
  onAnswer,
}: {
  agreed: boolean;
  platform: Platform;
  onAnswer: (answer: TLoginAnswer) => void;
}) {
  const { t } = useTranslation();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);

  const requestCode = async () => {
    if (sending) return;
    const problem = checkSmsRequest({ areaCode, mobile, remaining: countdown.remaining });
    if (problem === 'waiting') return;
    if (problem) return toastProblem(problem);
    setSending(true);
    try {
      await sendSmsCode(wireMobile({ areaCode, mobile }));
      countdown.start();
      void showToast(t('login.sms.sent'), CHECK_TOAST_MS, 'success');
    } catch {
      // The api client has shown the server's refusal (e.g. too many codes).
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = checkMobileLogin({ agreed, areaCode, mobile, code });
    if (problem) return toastProblem(problem);
    setSubmitting(true);
    try {
      onAnswer(await mobileLogin({ mobile: wireMobile({ areaCode, mobile }), code: code.trim(), platform }));
    } catch {
      // A wrong or expired code: the server's message is already on screen.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="login-mobile-form">
      <div className="login-field">
        <AreaCodePicker value={areaCode} onChange={setAreaCode} testId="login-area-code" />
        <input
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-label={t('login.field.mobile')}
          placeholder={t('login.field.mobilePlaceholder')}
          value={mobile}
          maxLength={15}
          onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))}
        />
      </div>
      <div className="login-field">
        <input
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          aria-label={t('login.field.code')}
          placeholder={t('login.field.codePlaceholder')}
          value={code}
          maxLength={8}
          onChange={(event) => setCode(event.target.value)}
        />
        <SmsCodeButton remaining={countdown.remaining} sending={sending} onPress={() => void requestCode()} />
      </div>
      <button type="submit" className="login-submit" disabled={submitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}
