import { parseMobile } from '@alma/shared/validation/mobile';

/** Message keys under `login.check.*`; the first problem found is the toast (spec doc 3 §5). */
export type LoginProblem =
  | 'agreeRequired'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'codeRequired'
  | 'usernameRequired'
  | 'passwordRequired';

export type MobileFields = { areaCode: string; mobile: string };

/** The wire form of a mobile: `areaCode-number` (spec doc 3 §7). */
export function wireMobile({ areaCode, mobile }: MobileFields): string {
  return `${areaCode}-${mobile.trim()}`;
}

function mobileProblem(fields: MobileFields): LoginProblem | null {
  if (fields.mobile.trim() === '') return 'mobileRequired';
  // The same rule the server applies, so an SMS is never spent on a number it would refuse.
  return parseMobile(wireMobile(fields)) === null ? 'mobileInvalid' : null;
}

/** A code request needs a mobile; while the countdown runs the button does nothing at all. */
export function checkSmsRequest(
  fields: MobileFields & { remaining: number },
): LoginProblem | 'waiting' | null {
  if (fields.remaining > 0) return 'waiting';
  return mobileProblem(fields);
}

/** Agreement first, then mobile, then code. */
export function checkMobileLogin(
  fields: MobileFields & { agreed: boolean; code: string },
): LoginProblem | null {
  if (!fields.agreed) return 'agreeRequired';
  const mobile = mobileProblem(fields);
  if (mobile) return mobile;
  return fields.code.trim() === '' ? 'codeRequired' : null;
}

/** Agreement first, then username, then password (which is not trimmed: spaces may be part of it). */
export function checkPasswordLogin(fields: {
  agreed: boolean;
  username: string;
  password: string;
}): LoginProblem | null {
  if (!fields.agreed) return 'agreeRequired';
  if (fields.username.trim() === '') return 'usernameRequired';
  return fields.password === '' ? 'passwordRequired' : null;
}
