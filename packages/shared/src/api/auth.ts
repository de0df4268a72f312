import { z } from 'zod';
import { PLATFORMS } from '../constants/platform.ts';
import { zFlag } from './common.ts';

const zPlatform = z.enum(PLATFORMS).optional();
/**
 * Only the length is checked here: whether the text is a mobile at all is `parseMobile`'s call,
 * so a malformed one gets 请输入合法的手机号 rather than a bare "invalid parameter".
 */
const zMobileText = z.string().trim().max(32);

export const ZPassLoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** Hex SHA-256 of the typed password; the server never sees the password itself. */
  password: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((hex) => hex.toLowerCase()),
  platform: zPlatform,
});
export type TPassLoginBody = z.infer<typeof ZPassLoginBody>;

export const ZSmsCodeBody = z.object({ mobile: zMobileText });

/** A code of the wrong shape is simply a wrong code (it uses up a try), not a malformed request. */
export const ZMobileLoginBody = z.object({
  mobile: zMobileText,
  code: z.string().trim().max(16),
  platform: zPlatform,
});
export type TMobileLoginBody = z.infer<typeof ZMobileLoginBody>;

/** passLogin for an unknown username answers isRegister 0 and an empty token (spec doc 3 §8). */
export const ZLoginAnswer = z.object({ token: z.string(), isRegister: zFlag });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** The user's own identity, with mobile and ID number masked. */
export const ZBaseInfo = z.object({
  name: z.string(),
  mobile: z.string(),
  idNo: z.string(),
  nickname: z.string(),
});
export type TBaseInfo = z.infer<typeof ZBaseInfo>;

/** WeChat openIds are 28 characters of letters, digits, `_` and `-`. */
export const WECHAT_OPEN_ID_PATTERN = /^[A-Za-z0-9_-]{28}$/;

export function isWechatOpenId(value: string): boolean {
  return WECHAT_OPEN_ID_PATTERN.test(value);
}

/**
 * The spec calls `url` "the encoded page address": the query string encodes it once, and a
 * client that encoded it once more before handing it to its HTTP library is understood too.
 */
function decodeOnceMore(value: unknown): unknown {
  if (typeof value !== 'string' || !/^https?%3A/i.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const zPageUrl = z.preprocess(decodeOnceMore, z.string().url().max(2000));

/** `scope` (our addition): snsapi_userinfo where the page needs the nickname and avatar; snsapi_base otherwise. */
export const ZAuthUrlQuery = z.object({
  billType: z.coerce.number().optional(),
  url: zPageUrl,
  scope: z.enum(['snsapi_base', 'snsapi_userinfo']).optional(),
});

/** A code of the wrong shape is simply a bad code (it counts against the IP), not a malformed request. */
export const ZAuthTokenQuery = z.object({
  billType: z.coerce.number().optional(),
  code: z.string().trim().max(512),
  /** The state WeChat sent back with the code (our addition): checked against this browser's. */
  state: z.string().max(128).optional(),
});
export const ZAuthToken = z.object({ token: z.string() });
export type TAuthToken = z.infer<typeof ZAuthToken>;

/** The shape is checked only once the call is known to be switched on (see loginWithMiniOpenId). */
export const ZMiddleAuthBody = z.object({ openId: z.string().trim().max(128) });

/** The demo stand-in for WeChat's authorisation page; `state` as WeChat allows it. */
export const ZDemoAuthorizeQuery = z.object({
  redirect_uri: z.string().url().max(2000),
  state: z
    .string()
    .regex(/^[A-Za-z0-9]{0,128}$/)
    .default(''),
});
