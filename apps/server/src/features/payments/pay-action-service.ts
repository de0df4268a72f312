import { AppError } from '@alma/shared/errors/app-error';
import type { Db } from '../../db/client.ts';
import type { PayAction } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { findPayerOpenId } from './payer-repository.ts';

/** The order to pay, as a provider's create reads it. */
export type OrderToPay = {
  billNo: string;
  moneyFen: number;
  payType: number;
  expiresAt: Date | null;
  provider: string | null;
};

/** Who asks to pay, and from where. */
export type PayRequestContext = {
  now?: Date;
  /** The donor, for a provider that pays with their WeChat openid (needsPayerOpenId): read once. */
  payer?: { db: Db; userId: number; openId?: string };
  /** The trusted origin the donor's browser is on (return-origin.ts); unset: PUBLIC_URL. */
  returnOrigin?: string;
};

/** What the order's own provider says the client must do to pay it (placing it, or paying again). */
export async function payActionFor(
  payments: PaymentProviders,
  order: OrderToPay,
  subject: string,
  context: PayRequestContext = {},
): Promise<PayAction> {
  const { now = new Date(), payer, returnOrigin } = context;
  const provider = (order.provider && payments.byName(order.provider)) || null;
  if (!provider) throw new AppError('INVALID_REQUEST', 'pay.notConfigured');
  const payerOpenId =
    provider.needsPayerOpenId && payer
      ? (payer.openId ?? (await findPayerOpenId(payer.db, payer.userId)))
      : null;
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
