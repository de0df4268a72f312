import { PAY_TYPES, type TDonateAnswer, type TDonateBody } from '@alma/shared/api/donate';
import type { Database } from '../../db/client.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { settleByCampusCard } from './campus-card-settlement.ts';

export type PayInRequestDeps = {
  database: Database;
  payments: PaymentProviders;
  secrets: Secrets;
  /** Told when a payment taken in the request moved the totals. */
  cache: Pick<PublicCache, 'invalidate'>;
};

/** The donate request as payments reads it: the donor, the pay type and any card credentials. */
export type InRequestOrder = {
  userId: number;
  body: Pick<TDonateBody, 'payType' | 'stuWorkNo' | 'passwork'>;
};

/** Places the order (or finds it again by its Idempotency-Key) and answers as items/donate does. */
export type PlaceOrder = () => Promise<TDonateAnswer>;

/**
 * items/donate's payment side. Most pay types only place the order; the client then pays at the
 * provider and the provider notifies. A pay type whose money can only be taken inside this request
 * (the campus card, whose charge needs credentials only the request carries) is settled here,
 * around the placing, so the order path never needs to know which pay types those are.
 */
export function payInRequest(
  deps: PayInRequestDeps,
  order: InRequestOrder,
  place: PlaceOrder,
  now: Date,
): Promise<TDonateAnswer> {
  if (order.body.payType === PAY_TYPES.campusCard) return settleByCampusCard(deps, order, place, now);
  return place();
}
