import { PAY_TYPES, type TCardBalanceQuery } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { campusCardOf } from '../../integrations/campus-card/campus-card-payment.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { hitOrRefuse } from '../rate-limit/service.ts';
import { underCardGuessLimit, WrongCardCredentials } from './campus-card-guesses.ts';

/** Every balance read costs the card system a password check: a person needs a handful. */
const READS_PER_USER = [{ ms: 10 * 60_000, limit: 30 }];

/**
 * items/getCardBlance: the card's balance in yuan. Whatever stops the read (no campus card
 * configured, a wrong number or password, the card system down) is the spec's one message,
 * 读取余额失败; wrong passwords count towards the guess limits.
 */
export async function getCardBalance(
  deps: { db: Db; secrets: Secrets; payments: PaymentProviders },
  userId: number,
  query: TCardBalanceQuery,
  now = new Date(),
): Promise<number> {
  await hitOrRefuse(deps.db, `card-balance:${userId}`, READS_PER_USER, now);
  const card = campusCardOf(deps.payments.forPayType(PAY_TYPES.campusCard));
  if (!card) throw new AppError('INVALID_REQUEST', 'campusCard.balanceUnreadable');
  const who = { userId, stuWorkNo: query.stuWorkNo };
  return underCardGuessLimit(
    deps,
    who,
    async () => {
      const balance = await card.balance({ stuWorkNo: query.stuWorkNo, password: query.passwork });
      if (balance.kind === 'wrongCredentials') throw new WrongCardCredentials('campusCard.balanceUnreadable');
      if (balance.kind !== 'ok') throw new AppError('INVALID_REQUEST', 'campusCard.balanceUnreadable');
      return fenToYuan(balance.balanceFen);
    },
    now,
  );
}
