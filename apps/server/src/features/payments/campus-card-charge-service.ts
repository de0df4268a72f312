import { PAY_TYPES, type TDonateBody } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import { isStanding } from '@alma/shared/orders/order-status';
import { CAMPUS_CARD_PROVIDER, campusCardOf } from '../../integrations/campus-card/campus-card-payment.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { cancelOrder } from '../ledger/close-service.ts';
import { type LedgerDeps, settlePayment } from '../ledger/settle-service.ts';
import { reserveCardGuesses, WrongCardCredentials } from './campus-card-guesses.ts';

export type InRequestChargeDeps = LedgerDeps & { payments: PaymentProviders; secrets: Secrets };

/** The order items/donate placed (or found again by its Idempotency-Key), as charging reads it. */
export type ChargeableOrder = { billNo: string; moneyFen: number; provider: string | null; status: string };

/**
 * A pay type whose money is taken inside items/donate: the campus card (9), whose charge needs the
 * card credentials only the request carries (doc 2 §4.2: the answer's data is null and the client
 * goes straight to success). The credentials are used for the charge and dropped: they reach
 * neither the order, the database nor the log.
 */
export type InRequestCharge = {
  /**
   * Charges the order and settles it through the ledger (true: it is paid here); a refusal cancels
   * it and is thrown. An order of another pay type (a replayed key) is left as it is (false).
   */
  charge(order: ChargeableOrder, userId: number): Promise<boolean>;
  /** Ends the charge's hold on the guess limits (kept only for a wrong password). */
  finish(error?: unknown): Promise<void>;
};

/**
 * Called before the order is placed: null for a pay type paid later at its provider. For the card,
 * its guess limits are reserved first, so a card under guessing places nothing.
 */
export async function beginInRequestCharge(
  deps: InRequestChargeDeps,
  request: { userId: number; body: Pick<TDonateBody, 'payType' | 'stuWorkNo' | 'passwork'> },
  now = new Date(),
): Promise<InRequestCharge | null> {
  if (request.body.payType !== PAY_TYPES.campusCard) return null;
  const { stuWorkNo, passwork } = request.body;
  if (!stuWorkNo || !passwork) throw new AppError('INVALID_REQUEST', 'campusCard.required');
  const card = campusCardOf(deps.payments.forPayType(PAY_TYPES.campusCard));
  if (!card) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  const guesses = await reserveCardGuesses(
    { db: deps.database.db, secrets: deps.secrets },
    { userId: request.userId, stuWorkNo },
    now,
  );
  return {
    async charge(order, userId) {
      // A replayed request of an order of another pay type answers as that order did.
      if (order.provider !== CAMPUS_CARD_PROVIDER) return false;
      if (isStanding(order.status)) return true;
      if (order.status !== 'PENDING') throw new AppError('INVALID_REQUEST', 'campusCard.orderClosed');
      // A retry charges nothing twice: the card system keys its charge by the bill number.
      const charged = await card.charge({
        stuWorkNo,
        password: passwork,
        billNo: order.billNo,
        amountFen: order.moneyFen,
      });
      if (charged.kind === 'paid') {
        await settlePayment(deps, {
          billNo: order.billNo,
          amountFen: charged.amountFen,
          tradeNo: charged.tradeNo,
          provider: CAMPUS_CARD_PROVIDER,
          via: 'charge',
        });
        return true;
      }
      // Nothing is left waiting for a payment that cannot come.
      await cancelOrder(deps.database.db, order.billNo, { userId }, now);
      if (charged.kind === 'insufficient') throw new AppError('INVALID_REQUEST', 'campusCard.insufficient');
      if (charged.kind === 'wrongCredentials') throw new WrongCardCredentials('campusCard.wrongCredentials');
      throw new AppError('INVALID_REQUEST', 'campusCard.unavailable');
    },
    finish: (error) => guesses.finish(error),
  };
}
