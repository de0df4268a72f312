import type { Language } from './language.ts';

/** The donor's messages when an SMS gateway does not send a code (issue 22). */
export const SMS_MESSAGES = {
  'sms.badNumber': {
    zh_CN: '短信无法发送到该手机号，请检查号码',
    English: 'A text message cannot be sent to this number; please check it',
  },
  'sms.numberLimited': {
    zh_CN: '该手机号今日接收短信已达上限，请明天再试',
    English: 'This number has received too many text messages today; please try again tomorrow',
  },
  'sms.unavailable': {
    zh_CN: '短信服务暂时不可用，请稍后再试',
    English: 'Text messages cannot be sent at the moment; please try again later',
  },
} as const satisfies Record<string, Record<Language, string>>;
