/** Business constants of spec doc 1 §9 (and the ones of doc 2/3 the server also enforces). */
export const PAGE_SIZE = 10;
/**
 * The project list's search (s) is at most this long: its box stops there, the server refuses
 * more. Here, not beside the zod contract, so the home list's first bundle carries no zod.
 */
export const ITEMS_SEARCH_MAX_LENGTH = 50;
export const NAMING_DONOR_PAGE_SIZE = 50;
export const MAX_PAGE_LIMIT = 9999;
export const MESSAGE_MAX_LENGTH = 140;
export const TEXTAREA_DEFAULT_MAX_LENGTH = 200;
export const NICKNAME_MAX_LENGTH = 20;
export const CAROUSEL_AUTOPLAY_MS = 3000;
export const TOKEN_REFRESH_MS = 300_000;
export const REQUEST_RETRY_WAIT_MS = 500;
export const DEFAULT_AWARD_COUNT = 5;
export const BILL_TYPE = 2;
export const MOBILE_WIDTH_THRESHOLD = 768;
export const DEFAULT_AREA_CODE = '86';
export const MAINLAND_MOBILE_LENGTH = 11;

/** The sign header's timestamp may be at most this old (or this far ahead). */
export const SIGN_MAX_SKEW_MS = 5 * 60 * 1000;
export const NONCE_LENGTH = 32;

/** Doc 3 §9: after a code is sent, its button is blocked for 60 s. */
export const SMS_COUNTDOWN_SECONDS = 60;
export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_LIMITS = { perMinute: 1, perHour: 5, perDay: 10 } as const;

/** The avatar input's accepted types (spec doc 1 §5, doc 3 §5). */
export const AVATAR_EXTENSIONS = ['gif', 'jpeg', 'jpg', 'png', 'svg'] as const;
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Setting keys the client reads by name. */
export const SETTING_ALUMNI_AUTH_SKIP = 'donateu_alumni_auth_skip';
export const SETTING_SCHOOL_LOGO = 'school_logo';
/** '1' turns on middle/auth (mini-program openId → token); off by default, see decisions. */
export const SETTING_MIDDLE_AUTH_ENABLED = 'middle_auth_enabled';
export const SETTING_OPEN_LOGIN = 'is_open_login';

/** Doc 4 §9: a book list row's title has at most 24 characters, then an ellipsis. */
export const BOOK_TITLE_MAX_CHARS = 24;
