import type { TLoginAnswer } from '@alma/shared/api/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useBaseConfig } from '../../../lib/base-config.ts';
import { showToast } from '../../../lib/toast.ts';
import { saveToken } from '../../../lib/token-store.ts';
import { AgreementCheck } from '../components/agreement-check.tsx';
import { CHECK_TOAST_MS } from '../components/login-feedback.ts';
import { type LoginTab, LoginTabs } from '../components/login-tabs.tsx';
import { MobileLoginForm } from '../components/mobile-login-form.tsx';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import { loginPlatform } from '../rules/login-platform.ts';
import { safeRedirect } from '../rules/safe-redirect.ts';
import '../login.css';
import '../messages.ts';

const SERVER_ANSWER_TOAST_MS = 2000;

/**
 * Login (route login?redirect=, doc 3 §2): code or password, one agreement tick for both. Success
 * keeps the token and returns to the in-app route that sent the visitor here, else to mine.
 */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const config = useBaseConfig();
  const [tab, setTab] = useState<LoginTab>(1);
  const [agreed, setAgreed] = useState(false);
  const platform = useMemo(() => loginPlatform(navigator.userAgent), []);
  const target = safeRedirect(params.get('redirect'));

  const finish = (answer: TLoginAnswer) => {
    if (answer.isRegister === 0 || answer.token === '') {
      void showToast(t('login.notRegistered'), SERVER_ANSWER_TOAST_MS, 'fail');
      return;
    }
    saveToken(answer.token);
    // Whatever was cached for an earlier session must not show under the new one.
    queryClient.removeQueries({ queryKey: ['user'] });
    void showToast(t('login.success'), CHECK_TOAST_MS, 'success');
    navigate(target, { replace: true });
  };

  const loginBg = config.data?.loginBg ?? '';
  return (
    <main className="login-page" data-testid="login-page">
      <header className="login-hero">
        {loginBg ? <img className="login-bg" src={loginBg} alt="" data-testid="login-bg" /> : null}
        <h1 className="login-title">{config.data?.title || t('login.title')}</h1>
      </header>
      <section className="login-card">
        <LoginTabs active={tab} onChange={setTab} />
        <div hidden={tab !== 1}>
          <MobileLoginForm agreed={agreed} platform={platform} onAnswer={finish} />
        </div>
        <div hidden={tab !== 2}>
          <PasswordLoginForm agreed={agreed} platform={platform} onAnswer={finish} />
        </div>
        <AgreementCheck
          checked={agreed}
          onChange={setAgreed}
          title={config.data?.agreeTitle ?? ''}
          content={config.data?.agreeContent ?? ''}
        />
      </section>
    </main>
  );
}
