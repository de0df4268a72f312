import { randomBytes, timingSafeEqual } from 'node:crypto';
import { isWechatOpenId, type TAuthToken } from '@alma/shared/api/auth';
import { NICKNAME_MAX_LENGTH, SETTING_MIDDLE_AUTH_ENABLED } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import type { Db } from '../../db/client.ts';
import { isOwnPage } from '../../http/own-page.ts';
import type {
  DemoAuthorizer,
  WechatClient,
  WechatOauthScope,
  WechatProfile,
} from '../../integrations/wechat/wechat-client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { hitOrRefuse, releaseHit } from '../rate-limit/service.ts';
import { startSession } from '../sessions/service.ts';
import { withCodeAndState, withoutCodeAndState } from './wechat-redirect.ts';
import {
  findMiniUser,
  findOrCreateMiniUser,
  findOrCreateWechatUser,
  findSettingValue,
} from './wechat-repository.ts';

/** The foundation's switch for middle/auth ('1' on; anything else, or no row, off). */

const MINUTE = 60_000;
/** Failed code exchanges per IP; successes give their slot back, so a school behind one address is not locked out. */
const WECHAT_CODE_IP_WINDOWS = [{ ms: 15 * MINUTE, limit: 30 }];
/** Users middle/auth may create from one IP (refused openIds count too). */
const MINI_NEW_USER_IP_WINDOWS = [{ ms: 15 * MINUTE, limit: 30 }];
const AVATAR_MAX_LENGTH = 500;

type WechatAuthDeps = { db: Db; secrets: Secrets; wechat: WechatClient };
/**
 * Where a WeChat login may return: the server's own origin, and localhost only in the demo
 * (ALMA_DEMO), so a production server never hands a login code to a page it does not serve.
 */
export type ReturnPages = { publicUrl: string; allowLocalhost: boolean };

/** The return pages of this configuration. */
export function returnPagesOf(config: { publicUrl: string; ALMA_DEMO: boolean }): ReturnPages {
  return { publicUrl: config.publicUrl, allowLocalhost: config.ALMA_DEMO };
}

/**
 * getAuthUrl: where to send the browser to authorise on WeChat, coming back to the page it was
 * on. `state` is random; the route binds it to the browser (wechat-state-cookie.ts) and WeChat
 * echoes it, so getAuthToken can tell a code this browser asked for from one planted in a link.
 */
export function getAuthUrl(
  wechat: WechatClient,
  pages: ReturnPages,
  pageUrl: string,
  scope?: WechatOauthScope,
): { address: string; state: string } {
  if (!isOwnPage(pageUrl, pages.publicUrl, pages.allowLocalhost)) {
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'url' });
  }
  const state = randomBytes(16).toString('hex');
  return { address: wechat.authorizeUrl(withoutCodeAndState(pageUrl), state, scope), state };
}

/**
 * The state WeChat sent back must be the one this browser was given. The demo leaves that to the
 * client (its codes come from our own page, and scripts and tests sign in through it without a
 * browser's cookies); with the real WeChat the server checks it, and a code without one is refused.
 */
export function checkReturnedState(
  wechat: WechatClient,
  states: { returned: string | undefined; bound: string | undefined },
): void {
  const { returned, bound } = states;
  if (wechat.demo) return;
  const same =
    returned !== undefined &&
    bound !== undefined &&
    returned.length === bound.length &&
    timingSafeEqual(Buffer.from(returned), Buffer.from(bound));
  if (!same) throw new AppError('INVALID_REQUEST', 'auth.wechatStateMismatch');
}

/**
 * getAuthToken: the WeChat user of an authorisation code, found or created by unionid or openid,
 * signed in on wechatH5. Every try reserves a slot in the per-IP limit before WeChat is asked, so
 * concurrent guesses cannot overrun it; a good code gives its slot back. WeChat failing (no answer,
 * an error) gives the slot back too: the donor did nothing wrong.
 */
export async function loginWithWechatCode(
  { db, secrets, wechat }: WechatAuthDeps,
  code: string,
  ip: string,
  now = new Date(),
): Promise<TAuthToken> {
  const bucket = `wechat-code-ip:${secrets.lookup(`ip:${ip}`)}`;
  const ipHit = await hitOrRefuse(db, bucket, WECHAT_CODE_IP_WINDOWS, now);
  let profile: WechatProfile | null;
  try {
    profile = code === '' ? null : await wechat.exchangeOauthCode(code);
  } catch (error) {
    await releaseHit(db, ipHit);
    throw error;
  }
  if (!profile) throw new AppError('INVALID_REQUEST', 'auth.wechatCodeInvalid');
  await releaseHit(db, ipHit);
  const userId = await findOrCreateWechatUser(db, storableProfile(profile));
  return { token: await startSession(db, userId, 'wechatH5', now) };
}

/**
 * middle/auth: the middle-school mini-program sends the openId WeChat gave it and gets a token.
 *
 * Nothing proves the caller got that openId from WeChat: whoever learns a pupil's openId can
 * sign in as the pupil. (The sound way is for the mini-program to send its wx.login code and the
 * server to exchange it through code2Session, but the spec's call carries only the openId.) So:
 * - the call is off unless the foundation switches it on (setting `middle_auth_enabled` = '1')
 *   for a mini-program it runs, and answers a clear -1 otherwise;
 * - the openId must be shaped like WeChat's (28 URL-safe characters), so short or made-up
 *   values that someone could guess are refused;
 * - one IP may create only so many users, so the call cannot be used to flood the user table.
 *   A returning user is not counted: pupils behind one school address must not lock each other
 *   out, and a well-formed openId is as hard to guess as a token.
 * The mini-program's openId differs from the official account's for the same person, hence a
 * column of its own.
 */
export async function loginWithMiniOpenId(
  { db, secrets }: { db: Db; secrets: Secrets },
  openId: string,
  ip: string,
  now = new Date(),
): Promise<string> {
  if ((await findSettingValue(db, SETTING_MIDDLE_AUTH_ENABLED)) !== '1') {
    throw new AppError('FORBIDDEN', 'auth.middleAuthDisabled');
  }
  const known = isWechatOpenId(openId) ? await findMiniUser(db, openId) : null;
  if (known !== null) return startSession(db, known, 'wechatMini', now);
  await hitOrRefuse(db, `mini-auth-ip:${secrets.lookup(`ip:${ip}`)}`, MINI_NEW_USER_IP_WINDOWS, now);
  if (!isWechatOpenId(openId)) {
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'openId' });
  }
  return startSession(db, await findOrCreateMiniUser(db, openId), 'wechatMini', now);
}

/** The demo stand-in's WeChat user: the one this browser was before, or a new one. */
export function demoOpenId(demo: DemoAuthorizer, remembered: string | undefined): string {
  return remembered !== undefined && isWechatOpenId(remembered) ? remembered : demo.newOpenId();
}

/** Where the demo authorisation page sends the browser: back to the page, with a fresh code. */
export function demoAuthorizeLocation(
  demo: DemoAuthorizer,
  pages: ReturnPages,
  request: { redirectUri: string; state: string; openId: string },
): string {
  if (!isOwnPage(request.redirectUri, pages.publicUrl, pages.allowLocalhost)) {
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'redirect_uri' });
  }
  return withCodeAndState(request.redirectUri, demo.issueCode(request.openId), request.state);
}

/** WeChat's nickname cut to ours; an avatar kept only when it is a plain web address. */
function storableProfile(profile: WechatProfile): WechatProfile {
  const avatar = profile.avatar;
  const usable = /^https?:\/\//i.test(avatar) && avatar.length <= AVATAR_MAX_LENGTH;
  return {
    openId: profile.openId,
    nickname: Array.from(profile.nickname.trim()).slice(0, NICKNAME_MAX_LENGTH).join(''),
    avatar: usable ? avatar : '',
    ...(profile.unionId && /^[A-Za-z0-9_-]{1,64}$/.test(profile.unionId) ? { unionId: profile.unionId } : {}),
  };
}
