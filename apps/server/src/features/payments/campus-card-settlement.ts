import { PAY_TYPES, type TDonateAnswer, type TDonateBody } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { CAMPUS_CARD_PROVIDER, campusCardOf } from '../../integrations/campus-card/campus-card-payment.ts';
import type {
  CampusCardCredentials,
  CampusCardProvider,
} from '../../integrations/campus-card/campus-card-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { cancelPending, findOwnOrder } from '../orders/repository.ts';
import { underCardGuessLimit, WrongCardCredentials } from './campus-card-guesses.ts';
import { type PaymentDeps, recordPayment } from './payment-service.ts';

type CampusCardDeps = PaymentDeps & { database: Database; payments: PaymentProviders; secrets: Secrets };

/**
 * The campus card (9) in items/donate: its charge needs the card credentials the request carries,
 * so the order is placed and charged here, and the answer's data is null (doc 2 §4.2: the client
 * goes straight to success). The credentials are used for the charge and dropped: they are no
 * part of the order's details and reach neither the database nor the log. The guess limits are
 * reserved before the order is placed, so a card under guessing places nothing.
 */
export async function settleByCampusCard(
  deps: CampusCardDeps,
  order: { userId: number; body: Pick<TDonateBody, 'stuWorkNo' | 'passwork'> },
  /** Places the order (or finds it again by its Idempotency-Key). */
  place: () => Promise<TDonateAnswer>,
  now: Date,
): Promise<TDonateAnswer> {
  const { stuWorkNo, passwork } = order.body;
  if (!stuWorkNo || !passwork) throw new AppError('INVALID_REQUEST', 'campusCard.required');
  const card = campusCardOf(deps.payments.forPayType(PAY_TYPES.campusCard));
  if (!card) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  const credentials = { stuWorkNo, password: passwork };
  return underCardGuessLimit(
    { db: deps.database.db, secrets: deps.secrets },
    { userId: order.userId, stuWorkNo },
    async () => settleAtOnce(deps, card, order.userId, await place(), credentials, now),
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
  deps: CampusCardDeps,
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
      via: 'charge' as const,
    };
    await recordPayment(deps, payment, now);
    return { ...answer, data: null };
  }
  await cancelPending(db, billNo, userId, now);
  if (charged.kind === 'insufficient') throw new AppError('INVALID_REQUEST', 'campusCard.insufficient');
  if (charged.kind === 'wrongCredentials') throw new WrongCardCredentials('campusCard.wrongCredentials');
  throw new AppError('INVALID_REQUEST', 'campusCard.unavailable');
}
