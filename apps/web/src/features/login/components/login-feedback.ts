import i18next from 'i18next';
import { showToast } from '../../../lib/toast.ts';
import type { LoginProblem } from '../rules/login-checks.ts';

/** Validation toasts last 1 s (doc 3 §9). */
export const CHECK_TOAST_MS = 1000;

export function toastProblem(problem: LoginProblem): void {
  void showToast(i18next.t(`login.check.${problem}`), CHECK_TOAST_MS);
}
