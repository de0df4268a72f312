import type { TLoginAnswer } from '@alma/shared/api/auth';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { Platform } from '@alma/shared/constants/platform';
import { apiPost } from '../../../lib/api-client.ts';

/** getSmsCode: `mobile` as areaCode-number. A refusal (-1, e.g. too many codes) is toasted by the client. */
export function sendSmsCode(mobile: string): Promise<null> {
  return apiPost<null>(SPEC_PATHS.user.getSmsCode, { mobile });
}

export function mobileLogin(body: {
  mobile: string;
  code: string;
  platform: Platform;
}): Promise<TLoginAnswer> {
  return apiPost<TLoginAnswer>(SPEC_PATHS.user.mobileLogin, body);
}

/** `password` is already the hex SHA-256 of what was typed. */
export function passLogin(body: {
  username: string;
  password: string;
  platform: Platform;
}): Promise<TLoginAnswer> {
  return apiPost<TLoginAnswer>(SPEC_PATHS.user.passLogin, body);
}
