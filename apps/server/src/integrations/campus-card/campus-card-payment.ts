import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { CampusCardProvider } from './campus-card-provider.ts';

export const CAMPUS_CARD_PROVIDER = 'campus-card';

/** The campus card as a PaymentProvider, carrying the card system the settlement charges. */
export type CampusCardPayment = PaymentProvider & { readonly card: CampusCardProvider };

/**
 * Pay type 9 in the provider registry. The charge needs the donor's card credentials, which only
 * the donate request carries, so `create` has nothing for the client to do (doc 2 §4.2: the
 * client goes straight to success) and payments charge `card` in the request. There are no
 * notifications; `query` lets the reconciler find a charge whose recording was interrupted.
 */
export function makeCampusCardPayment(card: CampusCardProvider): CampusCardPayment {
  return {
    name: CAMPUS_CARD_PROVIDER,
    card,
    async create() {
      return { kind: 'none' };
    },
    async verifyNotification() {
      return null;
    },
    ack(accepted) {
      return {
        status: accepted ? 200 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL' }),
      };
    },
    query(billNo) {
      return card.query(billNo);
    },
    async close() {
      // Nothing to close: a charge only ever happens inside the donate request.
      return 'closed' as const;
    },
    async refund({ billNo, amountFen }) {
      // The card system gives a charge back whole: a partial refund is refused, not over-paid.
      // A charge no longer there was given back already (by this refund asked before): done.
      const charge = await card.query(billNo);
      if (charge.state !== 'paid') return { accepted: true };
      if (charge.amountFen !== amountFen) return { accepted: false, reason: 'PARTIAL_NOT_SUPPORTED' };
      const answer = await card.refund(billNo);
      return answer.accepted ? { accepted: true } : { accepted: false, reason: 'NOT_REFUNDABLE' };
    },
  };
}

/** The card system behind a provider, when the provider is the campus card. */
export function campusCardOf(provider: PaymentProvider | null): CampusCardProvider | null {
  if (!provider || provider.name !== CAMPUS_CARD_PROVIDER || !('card' in provider)) return null;
  return (provider as CampusCardPayment).card;
}
