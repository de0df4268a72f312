import { PAY_TYPES, type TDonateAnswer } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import { notFound } from '../../http/envelope.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { CAMPUS_CARD_PROVIDER, campusCardOf } from '../../integrations/campus-card/campus-card-payment.ts';
import type {
  CampusCardCredentials,
  CampusCardProvider,
} from '../../integrations/campus-card/campus-card-provider.ts';
import { underCardGuessLimit, WrongCardCredentials } from './campus-card-guesses.ts';
import { recordPayment } from './payment-service.ts';
import { type PlaceOrderDeps, type PlaceOrderInput, placeDonation } from './place-order-service.ts';
import { cancelPending, findOwnOrder } from './repository.ts';

export type DonateDeps = PlaceOrderDeps & { cache: Pick<PublicCache, 'invalidate'> };

/**
 * items/donate. Most pay types only place the order; the client then pays at the provider. The
 * campus card (9) cannot be paid that way: its charge needs the card credentials the request
 * carries, so the order is placed and charged here, and the answer's data is null (doc 2 §4.2:
 * the client goes straight to success). The credentials are used for the charge and dropped:
 * they are no part of the order's details and reach neither the database nor the log.
 */
export async function donate(
  deps: DonateDeps,
  input: PlaceOrderInput,
  now = new Date(),
): Promise<TDonateAnswer> {
  if (input.body.payType !== PAY_TYPES.campusCard) return (await placeDonation(deps, input, now)).answer;
  const { stuWorkNo, passwork } = input.body;
  if (!stuWorkNo || !passwork) throw new AppError('INVALID_REQUEST', 'campusCard.required');
  const card = campusCardOf(deps.payments.forPayType(PAY_TYPES.campusCard));
  if (!card) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  const credentials = { stuWorkNo, password: passwork };
  return underCardGuessLimit(
    { db: deps.database.db, secrets: deps.secrets },
    { userId: input.userId, stuWorkNo },
    async () => {
      const { answer } = await placeDonation(deps, input, now);
      return settleAtOnce(deps, card, input.userId, answer, credentials, now);
    },
    now,
  );
}

/**
 * Charges the card for the order just placed (or found again by its Idempotency-Key) and records
 * the payment through the one PAID transition. A charge the card system refuses cancels the
 * order, so nothing is left waiting for a payment that cannot come. A retry charges nothing twice:
 * the card system keys its charge by the bill number.
 */
async function settleAtOnce(
  deps: DonateDeps,
  card: CampusCardProvider,
  userId: number,
  answer: TDonateAnswer,
  credentials: CampusCardCredentials,
  now: Date,
): Promise<TDonateAnswer> {
  const { db } = deps.database;
  const billNo = answer.orderPayRequestDTO.billNo;
  const order = await findOwnOrder(db, userId, billNo);
  if (!order) throw notFound();
  // A replayed request of an order of another pay type answers as that order did.
  if (order.provider !== CAMPUS_CARD_PROVIDER) return answer;
  if (order.status === 'PAID') return { ...answer, data: null };
  if (order.status !== 'PENDING') throw new AppError('INVALID_REQUEST', 'campusCard.orderClosed');

  const charged = await card.charge({ ...credentials, billNo, amountFen: order.moneyFen });
  if (charged.kind === 'paid') {
    const payment = {
      billNo,
      amountFen: charged.amountFen,
      tradeNo: charged.tradeNo,
      provider: order.provider,
    };
    await recordPayment(deps, payment, now);
    return { ...answer, data: null };
  }
  await cancelPending(db, billNo, userId, now);
  if (charged.kind === 'insufficient') throw new AppError('INVALID_REQUEST', 'campusCard.insufficient');
  if (charged.kind === 'wrongCredentials') throw new WrongCardCredentials('campusCard.wrongCredentials');
  throw new AppError('INVALID_REQUEST', 'campusCard.unavailable');
}
