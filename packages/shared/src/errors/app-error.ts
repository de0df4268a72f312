import type { MessageKey, MessageParams } from '../i18n/server-messages.ts';

/**
 * The closed set of failures the API reports. The wire code of each lives in one table, so the
 * envelope mapping is in one place (DESIGN.md §2).
 */
export const APP_ERROR_WIRE = {
  INVALID_REQUEST: { code: -1 },
  NOT_FOUND: { code: -1 },
  CONFLICT: { code: -1 },
  RATE_LIMITED: { code: -1 },
  SIGN_INVALID: { code: -1 },
  FORBIDDEN: { code: -1 },
  /** Admin API only: the session's password was set by an administrator and must be changed first. */
  PASSWORD_CHANGE_REQUIRED: { code: -1 },
  INTERNAL: { code: -1 },
  TOKEN_INVALID: { code: -997 },
  /** A token is needed and none was sent. The client treats it like an expired token: log in. */
  LOGIN_REQUIRED: { code: -997 },
  NOT_REGISTERED: { code: -998 },
  /** Permission check: the user is not a verified alumnus (spec doc 1 §4). */
  NOT_ALUMNI: { code: -998, errorCode: '0201' },
  /** Permission check: the visitor has to be authorised first; the client only logs it. */
  AUTHORIZATION_NEEDED: { code: -998, errorCode: '0101' },
} as const satisfies Record<string, { code: number; errorCode?: string }>;

export type AppErrorCode = keyof typeof APP_ERROR_WIRE;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly messageKey: MessageKey;
  readonly params: MessageParams;

  constructor(code: AppErrorCode, messageKey: MessageKey, params: MessageParams = {}) {
    super(`${code}: ${messageKey}`);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
  }
}

export function wireCodeOf(code: AppErrorCode): { code: number; errorCode?: string } {
  return APP_ERROR_WIRE[code];
}
