import { DEFAULT_AREA_CODE, SMS_COUNTDOWN_SECONDS } from '@alma/shared/constants/limits';
import { Popup } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaCodePicker } from '../../../components/area-code-picker.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCountdown } from '../../../lib/countdown.ts';
import { showToast } from '../../../lib/toast.ts';
import { sendBindCode, useBindMobile } from '../api/bind-mobile.ts';
import { bindWireMobile, checkBind, checkBindMobile } from '../model/bind-mobile-checks.ts';

const TOAST_MS = 1000;

/**
 * Binds a mobile to this WeChat account by SMS code (user/bindMobile, ours). It says beforehand
 * what happens to a mobile that already has an account (refused: log out, log in by mobile), and
 * a refusal stays written here rather than in a toast.
 */
export function BindMobilePopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [areaCode, setAreaCode] = useState(DEFAULT_AREA_CODE);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const bind = useBindMobile();

  const askCode = async () => {
    if (sending || countdown.remaining > 0) return;
    const found = checkBindMobile({ areaCode, mobile });
    setProblem(found ? t(`mine.bindMobile.check.${found}`) : null);
    if (found) return;
    setSending(true);
    try {
      await sendBindCode(bindWireMobile({ areaCode, mobile }));
      countdown.start();
      void showToast(t('mine.bindMobile.sent'), TOAST_MS, 'success');
    } catch {
      // The api client has shown the server's refusal (too many codes, a number it cannot text).
    } finally {
      setSending(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (bind.isPending) return;
    const found = checkBind({ areaCode, mobile, code });
    setProblem(found ? t(`mine.bindMobile.check.${found}`) : null);
    if (found) return;
    try {
      await bind.mutateAsync({ mobile: bindWireMobile({ areaCode, mobile }), code: code.trim() });
      void showToast(t('mine.bindMobile.done'), TOAST_MS, 'success');
      onClose();
    } catch (error) {
      // -997 (logged out meanwhile) is the api client's; any other refusal is written here.
      if (error instanceof ApiError && error.code === -1) setProblem(error.message);
      else if (!(error instanceof ApiError)) setProblem(t('mine.bindMobile.failed'));
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName="mine-sheet">
      <form
        className="mine-bind-form"
        role="dialog"
        aria-labelledby="bind-mobile-title"
        data-testid="bind-mobile-sheet"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <h2 className="mine-sheet-title" id="bind-mobile-title">
          {t('mine.bindMobile.title')}
        </h2>
        <p className="mine-bind-notice">{t('mine.bindMobile.notice')}</p>
        <div className="mine-bind-field">
          <AreaCodePicker value={areaCode} onChange={setAreaCode} testId="bind-area-code" />
          <input
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            aria-label={t('mine.bindMobile.mobile')}
            placeholder={t('mine.bindMobile.mobilePlaceholder')}
            value={mobile}
            maxLength={15}
            onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="mine-bind-field">
          <input
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={t('mine.bindMobile.code')}
            placeholder={t('mine.bindMobile.codePlaceholder')}
            value={code}
            maxLength={8}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            type="button"
            className={countdown.remaining > 0 ? 'mine-bind-send is-waiting' : 'mine-bind-send'}
            aria-disabled={countdown.remaining > 0 || sending}
            onClick={() => void askCode()}
          >
            {countdown.remaining > 0
              ? t('mine.bindMobile.wait', { count: countdown.remaining })
              : t('mine.bindMobile.send')}
          </button>
        </div>
        {problem ? (
          <p className="mine-bind-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="mine-bind-buttons">
          <button type="button" className="alma-button" onClick={onClose}>
            {t('mine.bindMobile.cancel')}
          </button>
          <button type="submit" className="alma-button is-primary" disabled={bind.isPending}>
            {t('mine.bindMobile.submit')}
          </button>
        </div>
      </form>
    </Popup>
  );
}
