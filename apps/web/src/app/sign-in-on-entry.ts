import { exchangeMiddleOpenId } from '../lib/middle-auth.ts';
import { exchangeWechatCode } from '../lib/wechat-auth.ts';
import { authoriseFirstVisit } from './wechat-authorise.ts';

/**
 * The sign-ins a page can arrive with (doc 1 §4), loaded only when one may apply: back from
 * WeChat's authorisation with code and state; inside WeChat where the server runs the real
 * official account, with no token yet; or the middle-school mini-program's openId. True when the
 * page is leaving (to WeChat, or reloading without the code).
 */
export async function signInOnEntry(wechatAuthorise: boolean): Promise<boolean> {
  if (await exchangeWechatCode()) return true;
  if (wechatAuthorise && (await authoriseFirstVisit())) return true;
  await exchangeMiddleOpenId();
  return false;
}
