import type { TBaseInfo, TLoginAnswer, TMobileLoginBody, TPassLoginBody } from '@alma/shared/api/auth';
import { AppError } from '@alma/shared/errors/app-error';
import { maskIdNo, maskWholeMobile } from '@alma/shared/validation/mobile';
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from '../../integrations/sms/sms-provider.ts';
import { storedMobile } from '../../security/mobile-number.ts';
import { verifyPassword } from '../../security/password.ts';
import type { Secrets } from '../../security/secrets.ts';
import { hit, hitOrRefuse, releaseHit } from '../rate-limit/service.ts';
import { startSession } from '../sessions/service.ts';
import { checkMobileCode, consumeMobileCode, requireMobile, sendMobileCode } from './mobile-code-service.ts';
import { findIdentity, findOrCreateMobileUser, findUserByUsername } from './repository.ts';

const MINUTE = 60_000;

/** Failed password tries: per username against guessing one account, per IP against trying many. */
const LOGIN_USER_WINDOWS = [{ ms: 15 * MINUTE, limit: 5 }];
const LOGIN_IP_WINDOWS = [{ ms: 15 * MINUTE, limit: 20 }];

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

/** getSmsCode: a login code to the mobile typed (mobile-code-service.ts holds the limits). */
export async function sendLoginCode(
  deps: AuthDeps & { sms: SmsProvider },
  rawMobile: string,
  ip: string,
  now = new Date(),
): Promise<void> {
  await sendMobileCode(deps, requireMobile(rawMobile), ip, now);
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
  await consumeMobileCode(db, codeId, now);
  const mobileBox = secrets.seal(storedMobile(mobile));
  const userId = await findOrCreateMobileUser(db, { mobileLookup, mobileBox });
  return { isRegister: 1, token: await startSession(db, userId, body.platform ?? 'pc', now) };
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
