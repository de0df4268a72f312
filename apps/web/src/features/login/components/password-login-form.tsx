import type { TLoginAnswer } from '@alma/shared/api/auth';
import type { Platform } from '@alma/shared/constants/platform';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { passLogin } from '../api/login-calls.ts';
import { hashPassword } from '../rules/hash-password.ts';
import { checkPasswordLogin } from '../rules/login-checks.ts';
import { toastProblem } from './login-feedback.ts';

/** Tab 2: account and password; the password leaves the phone only as its SHA-256. */
export function PasswordLoginForm({
  agreed,
  platform,
  onAnswer,
}: {
  agreed: boolean;
  platform: Platform;
  onAnswer: (answer: TLoginAnswer) => void;
}) {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const problem = checkPasswordLogin({ agreed, username, password });
    if (problem) return toastProblem(problem);
    setSubmitting(true);
    try {
      onAnswer(
        await passLogin({ username: username.trim(), password: await hashPassword(password), platform }),
      );
    } catch {
      // Wrong password or too many tries: the server's message is already on screen.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="login-password-form">
      <div className="login-field">
        <input
          type="text"
          autoComplete="username"
          autoCapitalize="off"
          aria-label={t('login.field.username')}
          placeholder={t('login.field.usernamePlaceholder')}
          value={username}
          maxLength={64}
          onChange={(event) => setUsername(event.target.value)}
        />
      </div>
      <div className="login-field">
        <input
          type="password"
          autoComplete="current-password"
          aria-label={t('login.field.password')}
          placeholder={t('login.field.passwordPlaceholder')}
          value={password}
          maxLength={128}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <button type="submit" className="login-submit" disabled={submitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}
