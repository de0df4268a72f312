import type { TBindMobileBody } from '@alma/shared/api/bind-mobile';
import { AppError } from '@alma/shared/errors/app-error';
import type { Db } from '../../db/client.ts';
import { storedMobile } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { bindMobileWithCode, findMobileState, findUserIdByMobile } from './bind-mobile-repository.ts';
import { checkMobileCode } from './mobile-code-service.ts';

const taken = () => new AppError('CONFLICT', 'user.mobileTaken');

/**
 * user/bindMobile (ours): gives the signed-in account a mobile, proven by the code getSmsCode sent
 * to it (its limits per mobile and per IP apply, and a code allows five tries). From then on a
 * mobile login reaches this account, and the personal centre stops asking (accountType 2).
 *
 * A mobile that already has an account is refused, never merged: joining two accounts would move
 * paid donations, certificates and receipts between them, which a donor must decide knowingly and
 * staff must be able to trace. The message says what to do instead (log out, log in by mobile).
 */
export async function bindMobile(
  { db, secrets }: { db: Db; secrets: Secrets },
  userId: number,
  body: TBindMobileBody,
  now = new Date(),
): Promise<void> {
  const state = await findMobileState(db, userId);
  if (!state) throw new AppError('TOKEN_INVALID', 'error.tokenInvalid');
  if (state.hasMobile) throw new AppError('INVALID_REQUEST', 'user.mobileAlreadyBound');
  const { mobile, mobileLookup, codeId } = await checkMobileCode({ db, secrets }, body, now);
  // Asked only once the code has shown the mobile is the caller's, so this call cannot be used to
  // find out whether someone else's number has an account. The code is left unused: the donor can
  // log in with it right away.
  if ((await findUserIdByMobile(db, mobileLookup)) !== null) throw taken();
  const outcome = await bindMobileWithCode(db, {
    userId,
    codeId,
    mobileLookup,
    mobileBox: secrets.seal(storedMobile(mobile)),
    now,
  });
  if (outcome === 'taken') throw taken();
  if (outcome === 'alreadyBound') throw new AppError('INVALID_REQUEST', 'user.mobileAlreadyBound');
  if (outcome === 'codeUsed') throw new AppError('INVALID_REQUEST', 'auth.codeInvalid');
}
