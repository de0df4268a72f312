import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_MAX_TRIES,
  SMS_CODE_TTL_MS,
  SMS_LIMITS,
} from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import type { ParsedMobile } from '@alma/shared/validation/mobile';
import type { Db, Tx } from '../../db/client.ts';
import type { SmsProvider } from '../../integrations/sms/sms-provider.ts';
import { SmsSendError } from '../../integrations/sms/sms-send-error.ts';
import { mobileLookup as lookupOfMobile, normaliseMobile } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import {
  fullWindow,
  hitOrRefuse,
  type RateRefusal,
  releaseHit,
  underKeyLock,
} from '../rate-limit/service.ts';
import { claimCodeTry, consumeCode, deleteCode, insertCode, recentCodeTimes } from './repository.ts';

/**
 * The SMS codes that prove a person holds a mobile: sent for a login (getSmsCode), a binding
 * (user/bindMobile) or the intent to sign an agreement (issue 23), each under the same limits per
 * mobile (the spec's) and per IP (each SMS costs money), checked and used once the same way.
 */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const SMS_PER_MINUTE = { ms: MINUTE, limit: SMS_LIMITS.perMinute };
const SMS_PER_HOUR = { ms: HOUR, limit: SMS_LIMITS.perHour };
const SMS_PER_DAY = { ms: DAY, limit: SMS_LIMITS.perDay };
const SMS_IP_WINDOWS = [
  { ms: HOUR, limit: 20 },
  { ms: DAY, limit: 50 },
];

type CodeDeps = { db: Db; secrets: Secrets };

/**
 * A new code to `mobile`. The limits are counted and the code stored under a lock on the mobile, so
 * two concurrent requests cannot both pass the per-minute limit. The code is sent after commit.
 */
export async function sendMobileCode(
  { db, secrets, sms }: CodeDeps & { sms: SmsProvider },
  mobile: ParsedMobile,
  ip: string,
  now = new Date(),
): Promise<void> {
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
      console.warn(`[sms] code not sent: ${error.detail}`);
      throw new AppError(
        error.failure === 'unavailable' ? 'INTERNAL' : 'INVALID_REQUEST',
        `sms.${error.failure}`,
      );
    }
    throw error;
  }
}

export type CheckedCode = { mobile: ParsedMobile; mobileLookup: string; codeId: number };

/**
 * Whether `code` is the mobile's newest unexpired code. Only the newest counts (a new code
 * supersedes older ones). It takes one of the code's tries whatever the answer, so guesses are
 * limited; the caller consumes the code (consumeMobileCode) when it acts on it, so a code is used once.
 */
export async function checkMobileCode(
  { db, secrets }: CodeDeps,
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

/**
 * Uses a checked code, inside the caller's transaction: of two requests acting on one code, only one
 * consumes it; the other is refused with the wrong code's words.
 */
export async function consumeMobileCode(db: Db | Tx, codeId: number, now: Date): Promise<void> {
  if (!(await consumeCode(db, codeId, now))) throw new AppError('INVALID_REQUEST', 'auth.codeInvalid');
}

/** One number however it was typed (086-…, +86 …), so limits and accounts are per number. */
export function requireMobile(raw: string): ParsedMobile {
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
