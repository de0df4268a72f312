import type { TReceiptConfig } from '@alma/shared/api/site';
import type { TAward, TUserCenter } from '@alma/shared/api/user-center';
import { NICKNAME_MAX_LENGTH } from '@alma/shared/constants/limits';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { PLATFORM_DEFAULT_NICKNAME } from '@alma/shared/validation/display';
import { checkNickname } from '@alma/shared/validation/text';

/** Awards count as earned when recordCount is positive (the server sends 1 or 0). */
export function earnedCount(awards: readonly Pick<TAward, 'recordCount'>[]): number {
  return awards.filter((award) => award.recordCount > 0).length;
}

/** Doc 1 §2: a donor who has earned nothing sees the five default award titles instead. */
export function showsDefaultAwards(awards: readonly Pick<TAward, 'recordCount'>[]): boolean {
  return earnedCount(awards) === 0;
}

/** Doc 1 §2: WeChat-only accounts (accountType 1) are asked to bind a mobile when login is open. */
export function promptsBindMobile(user: Pick<TUserCenter, 'isOpenLogin' | 'accountType'>): boolean {
  return user.isOpenLogin === 1 && user.accountType === 1;
}

/**
 * Issue 22: a donor signed in by WeChat's silent authorisation (snsapi_base) has neither nickname
 * nor avatar. Inside the official account, where the real WeChat signs donors in, the personal
 * centre — the one screen that shows them — offers to take them from WeChat (snsapi_userinfo,
 * which asks the donor's consent). Nowhere else is the consent sheet shown.
 */
export function offersWechatProfile(
  user: Pick<TUserCenter, 'nickname' | 'avatar'>,
  place: { wechatAuthorise: boolean; inOfficialAccount: boolean },
): boolean {
  if (!place.wechatAuthorise || !place.inOfficialAccount || user.avatar !== '') return false;
  const nickname = user.nickname.trim();
  return nickname === '' || nickname === PLATFORM_DEFAULT_NICKNAME;
}

export type MenuEntry = { route: string; key: 'don' | 'together' | 'gm' | 'book' | 'paper' | 'agreements' };

const MENU: MenuEntry[] = [
  { route: 'mine-don', key: 'don' },
  { route: 'mine-together', key: 'together' },
  { route: 'mine-gm', key: 'gm' },
  { route: 'mine-book', key: 'book' },
];

/** The donor's agreements (doc 4 §2.4's contract-cpu/myList), after the receipts. */
const AGREEMENTS: MenuEntry = { route: 'contract-cpu/myList', key: 'agreements' };

/** Paper receipts appear only when the receipt config says isOpenReceipt 1 (doc 1 §2). */
export function menuEntries(receiptConfig: Pick<TReceiptConfig, 'isOpenReceipt'> | undefined): MenuEntry[] {
  const receipts: MenuEntry[] =
    receiptConfig?.isOpenReceipt === 1 ? [{ route: 'mine-paper', key: 'paper' }] : [];
  return [...MENU, ...receipts, AGREEMENTS];
}

/** Typing stops at the limit, counted as a person counts characters (an emoji is one). */
export function clampNickname(text: string): string {
  return Array.from(text).slice(0, NICKNAME_MAX_LENGTH).join('');
}

/** The shared rule the server applies too; the answer is a `mine.nickname.*` message key. */
export function nicknameProblem(text: string): 'empty' | 'tooLong' | null {
  const invalid = checkNickname(text);
  if (!invalid) return null;
  return invalid.key === 'validation.nicknameEmpty' ? 'empty' : 'tooLong';
}

/** Where a visitor without a token goes: login, then back here (doc 1 §6). */
export function loginAddressFor(route: string): string {
  return `/login?redirect=${encodeURIComponent(route)}`;
}

/** The yearly statement offers this year and the four before (docs/decisions.md). */
export const STATEMENT_YEARS = 5;

/**
 * The years to choose from, newest first. The year is Shanghai's, as every wire date is, so on
 * New Year's Eve evening in Europe the new year is already offered.
 */
export function statementYears(now: Date): number[] {
  const year = Number((toWireDate(now) ?? '').slice(0, 4));
  return Array.from({ length: STATEMENT_YEARS }, (_, index) => year - index);
}
