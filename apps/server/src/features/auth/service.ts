import { randomInt, timingSafeEqual } from 'node:crypto';
import type { TBaseInfo, TLoginAnswer, TMobileLoginBody, TPassLoginBody } from '@alma/shared/api/auth';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_LIMITS,
} from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import { maskIdNo, maskWholeMobile, type ParsedMobile } from '@alma/shared/validation/mobile';
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from '../../integrations/sms/sms-provider.ts';
import { SmsSendError } from '../../integrations/sms/sms-send-error.ts';
import {
  mobileLookup as lookupOfMobile,
  normaliseMobile,
  storedMobile,
} from '../../security/mobile-number.ts';
import { verifyPassword } from '../../security/password.ts';
import type { Secrets } from '../../security/secrets.ts';
import {
  fullWindow,
  hit,
  hitOrRefuse,
  type RateRefusal,
  releaseHit,
  underKeyLock,
} from '../rate-limit/service.ts';
import { startSession } from '../sessions/service.ts';
import {
  claimCodeTry,
  consumeCode,
  deleteCode,
  findIdentity,
  findOrCreateMobileUser,
  findUserByUsername,
  insertCode,
  recentCodeTimes,
} from './repository.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Failed password tries: per username against guessing one account, per IP against trying many. */
const LOGIN_USER_WINDOWS = [{ ms: 15 * MINUTE, limit: 5 }];
const LOGIN_IP_WINDOWS = [{ ms: 15 * MINUTE, limit: 20 }];
/** Codes sent to one mobile (spec limits), and from one IP across mobiles (each SMS costs money). */
const SMS_PER_MINUTE = { ms: MINUTE, limit: SMS_LIMITS.perMinute };
const SMS_PER_HOUR = { ms: HOUR, limit: SMS_LIMITS.perHour };
const SMS_PER_DAY = { ms: DAY, limit: SMS_LIMITS.perDay };
const SMS_IP_WINDOWS = [
  { ms: HOUR, limit: 20 },
  { ms: DAY, limit: 50 },
];

type AuthDeps = { db: Db; secrets: Secrets };

/**
 * passLogin. Every try reserves a slot in the failure limits before the password is checked, so
 * concurrent guesses cannot overrun them; a success gives its slots back.
 */
export async function loginWithPassword(
  { db, secrets }: AuthDeps,
  body: TPassLoginBody,
  ip: string,
  now = new Date(),
): Promise<TLoginAnswer> {
  const ipHit = await hitOrRefuse(db, `login-ip:${secrets.lookup(`ip:${ip}`)}`, LOGIN_IP_WINDOWS, now);
  const userBucket = `login-user:${secrets.lookup(`username:${body.username}`)}`;
  const userHit = await hit(db, userBucket, LOGIN_USER_WINDOWS, now);
  if (!userHit.allowed) {
    await releaseHit(db, ipHit);
    throw new AppError('RATE_LIMITED', 'error.rateLimited');
  }
  const user = await findUserByUsername(db, body.username);
  // The spec has the client say 账号不存在 for isRegister 0; the IP slot stays taken, which
  // slows down anyone walking a list of usernames.
  if (!user) {
    await releaseHit(db, userHit.hitId);
    return { isRegister: 0, token: '' };
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, body.password))) {
    throw new AppError('INVALID_REQUEST', 'auth.wrongPassword');
  }
  await releaseHit(db, ipHit);
  await releaseHit(db, userHit.hitId);
  return { isRegister: 1, token: await startSession(db, user.id, body.platform ?? 'pc', now) };
}

/**
 * getSmsCode. The limits are counted and the code stored under a lock on the mobile, so two
 * concurrent requests cannot both pass the per-minute limit. The code is sent after commit.
 */
export async function sendLoginCode(
  { db, secrets, sms }: AuthDeps & { sms: SmsProvider },
  rawMobile: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  const mobile = requireMobile(rawMobile);
  const mobileLookup = lookupOfMobile(secrets, mobile);
  const code = randomInt(0, 10 ** SMS_CODE_LENGTH)
    .toString()
    .padStart(SMS_CODE_LENGTH, '0');
  const reserved = await underKeyLock(db, `sms:${mobileLookup}`, async (tx) => {
    const since = new Date(now.getTime() - DAY);
    const times = await recentCodeTimes(tx, mobileLookup, since, SMS_LIMITS.perDay);
    const refusal = fullWindow(times, [SMS_PER_MINUTE, SMS_PER_HOUR, SMS_PER_DAY], now);
    if (refusal) throw smsRefusal(refusal);
    const ipHit = await hitOrRefuse(tx, `sms-ip:${secrets.lookup(`ip:${ip}`)}`, SMS_IP_WINDOWS, now);
    const codeId = await insertCode(tx, {
      mobileLookup,
      codeHash: hashCode(secrets, mobileLookup, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
    });
    return { ipHit, codeId };
  });
  try {
    await sms.sendCode(mobile, code);
  } catch (error) {
    // Not sent: the donor's limits get the slot back, and the code that never left is gone.
    await deleteCode(db, reserved.codeId);
    await releaseHit(db, reserved.ipHit);
    if (error instanceof SmsSendError) {
      console.warn(`[sms] login code not sent: ${error.detail}`);
      throw new AppError(
        error.failure === 'unavailable' ? 'INTERNAL' : 'INVALID_REQUEST',
        `sms.${error.failure}`,
      );
    }
    throw error;
  }
}

/**
 * mobileLogin. Only the mobile's newest unexpired code counts (a new code supersedes older
 * ones). Each attempt takes a try first, then a right code is consumed by a conditional update:
 * of two concurrent logins with one code, only one wins.
 */
export async function loginWithCode(
  { db, secrets }: AuthDeps,
  body: TMobileLoginBody,
  now = new Date(),
): Promise<TLoginAnswer> {
  const { mobile, mobileLookup, codeId } = await checkMobileCode({ db, secrets }, body, now);
  if (!(await consumeCode(db, codeId, now))) throw new AppError('INVALID_REQUEST', 'auth.codeInvalid');
  const mobileBox = secrets.seal(storedMobile(mobile));
  const userId = await findOrCreateMobileUser(db, { mobileLookup, mobileBox });
  return { isRegister: 1, token: await startSession(db, userId, body.platform ?? 'pc', now) };
}

export type CheckedCode = { mobile: ParsedMobile; mobileLookup: string; codeId: number };

/**
 * Whether `code` is the mobile's newest unexpired code (mobileLogin, bindMobile). It takes one of
 * the code's tries whatever the answer, so guesses are limited; the caller consumes the code
 * (consumeCode) when it acts on it, so a code is used once.
 */
export async function checkMobileCode(
  { db, secrets }: AuthDeps,
  body: { mobile: string; code: string },
  now: Date,
): Promise<CheckedCode> {
  const mobile = requireMobile(body.mobile);
  const mobileLookup = lookupOfMobile(secrets, mobile);
  const claimed = await claimCodeTry(db, mobileLookup, now, SMS_CODE_MAX_TRIES);
  const right = claimed !== null && sameHex(claimed.codeHash, hashCode(secrets, mobileLookup, body.code));
  if (!claimed || !right) throw new AppError('INVALID_REQUEST', 'auth.codeInvalid');
  return { mobile, mobileLookup, codeId: claimed.id };
}

/** user/baseInfo: the user's own identity, mobile and ID number masked. */
export async function getBaseInfo(db: Db, secrets: Secrets, userId: number): Promise<TBaseInfo> {
  const row = await findIdentity(db, userId);
  if (!row) throw new AppError('TOKEN_INVALID', 'error.tokenInvalid');
  return {
    name: row.realName,
    mobile: row.mobileBox ? maskWholeMobile(secrets.open(row.mobileBox)) : '',
    idNo: row.idNoBox ? maskIdNo(secrets.open(row.idNoBox)) : '',
    nickname: row.nickname,
  };
}

/** One number however it was typed (086-…, +86 …), so limits and accounts are per number. */
function requireMobile(raw: string): ParsedMobile {
  const mobile = normaliseMobile(raw);
  if (!mobile) throw new AppError('INVALID_REQUEST', 'validation.mobile');
  return mobile;
}

function smsRefusal({ window, retryAfterMs }: RateRefusal): AppError {
  if (window === SMS_PER_MINUTE) {
    return new AppError('RATE_LIMITED', 'auth.smsTooSoon', { seconds: Math.ceil(retryAfterMs / 1000) });
  }
  return new AppError('RATE_LIMITED', window === SMS_PER_DAY ? 'auth.smsDailyLimit' : 'auth.smsHourlyLimit');
}

/** Keyed with the server secret (and bound to the mobile), so a database dump reveals no code. */
function hashCode(secrets: Secrets, mobileLookup: string, code: string): string {
  return secrets.lookup(`sms-code:${mobileLookup}:${code}`);
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
