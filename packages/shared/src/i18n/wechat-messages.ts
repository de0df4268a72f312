import type { Language } from './language.ts';

/** The donor's messages when WeChat authorisation or the JS-SDK cannot be completed (issue 22). */
export const WECHAT_MESSAGES = {
  // WeChat did not answer, answered a 5xx, or refused our credentials: nothing the donor can fix.
  'wechat.unavailable': {
    zh_CN: '微信服务暂时无法连接，请稍后再试',
    English: 'WeChat cannot be reached at the moment, please try again later',
  },
  // The code came back to another browser than the one that asked, or without the state it was sent with.
  'auth.wechatStateMismatch': {
    zh_CN: '微信授权校验失败，请重新打开页面授权',
    English: 'The WeChat authorisation could not be verified, please open the page again to authorise',
  },
} as const satisfies Record<string, Record<Language, string>>;
