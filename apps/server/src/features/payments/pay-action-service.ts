import { AppError } from '@alma/shared/errors/app-error';
import type { Db } from '../../db/client.ts';
import type { PayAction } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { PlacedOrder } from '../orders/repository.ts';
import { findPayerOpenId } from './payer-repository.ts';

/** Who asks to pay, and from where. */
export type PayRequestContext = {
  now?: Date;
  /** The donor, for a provider that pays with their WeChat openid (needsPayerOpenId). */
  payer?: { db: Db; userId: number };
  /** The trusted origin the donor's browser is on (return-origin.ts); unset: PUBLIC_URL. */
  returnOrigin?: string;
};

/** What the order's own provider says the client must do to pay it (placing it, or paying again). */
export async function payActionFor(
  payments: PaymentProviders,
  order: PlacedOrder,
  subject: string,
  context: PayRequestContext = {},
): Promise<PayAction> {
  const { now = new Date(), payer, returnOrigin } = context;
  const provider = (order.provider && payments.byName(order.provider)) || null;
  if (!provider) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  const payerOpenId =
    provider.needsPayerOpenId && payer ? await findPayerOpenId(payer.db, payer.userId) : null;
  return provider.create({
    billNo: order.billNo,
    amountFen: order.moneyFen,
    subject,
    payType: order.payType,
    expiresAt: order.expiresAt ?? now,
    ...(payerOpenId ? { payerOpenId } : {}),
    ...(returnOrigin ? { returnOrigin } : {}),
  });
}

/** Tells providers an order will not be paid; best effort, the order is closed on our side anyway. */
export async function closeAtProviders(
  payments: PaymentProviders,
  orders: ReadonlyArray<{ billNo: string; provider: string | null }>,
): Promise<void> {
  await Promise.all(
    orders.map(async ({ billNo, provider }) => {
      const found = provider ? payments.byName(provider) : null;
      await found?.close(billNo).catch(() => undefined);
    }),
  );
}
