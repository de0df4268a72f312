import i18next from 'i18next';
import { registerMessages } from '../i18n/register-messages.ts';
import { showToast } from '../lib/toast.ts';
import { hasToken } from '../lib/token-store.ts';

import {
  inOfficialAccount,
  NotInOfficialAccountError,
  startWechatAuthorisation,
} from '../lib/wechat-auth.ts';

/**
 * Doc 1 §4, where the server authorises through the real WeChat: inside an official account's page
 * a visitor without a token, and one whose token was refused (-997) or who is not registered
 * (-998), is sent through WeChat's authorisation and comes back signed in. Elsewhere (another
 * browser, the mini-program's web view) that cannot happen: the visitor is told so and goes to the
 * login screen. A tab that already left for WeChat twice within a minute goes to the login screen
 * too, so a failing WeChat never bounces the donor back and forth.
 */
// Loaded only where the real WeChat signs donors in, so its words live here, not in the first bundle.
registerMessages(
  'wechatAuthorise',
  { notInOfficialAccount: '未在公众号环境中打开' },
  { notInOfficialAccount: 'Please open this page from the WeChat official account' },
);

const notInOfficialAccount = () =>
  void showToast(i18next.t('wechatAuthorise.notInOfficialAccount'), 2000, 'fail');

/** `goToLogin` is passed in: importing the app from here would split its code out of the first bundle. */
export function authoriseAgain(goToLogin: () => void): void {
  startWechatAuthorisation()
    .then((leaving) => {
      if (!leaving) goToLogin();
    })
    .catch((error: unknown) => {
      if (error instanceof NotInOfficialAccountError) notInOfficialAccount();
      goToLogin();
    });
}

/** 我的's offer: leaves for WeChat's consent sheet for the nickname and avatar (snsapi_userinfo). */
export async function authoriseForProfile(): Promise<void> {
  await startWechatAuthorisation('snsapi_userinfo').catch((error: unknown) => {
    if (error instanceof NotInOfficialAccountError) notInOfficialAccount();
  });
}

/** At start: true when the page is leaving for WeChat (nothing to render). */
export async function authoriseFirstVisit(): Promise<boolean> {
  if (hasToken() || !inOfficialAccount(navigator.userAgent)) return false;
  try {
    return await startWechatAuthorisation();
  } catch {
    // No answer from the server: the visitor browses without a token.
    return false;
  }
}
