import type { AppErrorCode } from '@alma/shared/errors/app-error';

/** The admin API says the kind of failure with the HTTP status (the spec API always answers 200). */
const STATUS: Record<AppErrorCode, number> = {
  INVALID_REQUEST: 400,
  SIGN_INVALID: 400,
  LOGIN_REQUIRED: 401,
  TOKEN_INVALID: 401,
  NOT_REGISTERED: 401,
  AUTHORIZATION_NEEDED: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  NOT_ALUMNI: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
};

export function httpStatusOf(code: AppErrorCode): number {
  return STATUS[code];
}
