import { AppError } from '@alma/shared/errors/app-error';
import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { payActionFor } from '../payments/pay-action-service.ts';
import { findDonatableItemName } from './order-view-service.ts';
import { ownOrder } from './own-order-service.ts';

/**
 * items/donate4ali (doc 3 §7): the alipay hand-off page, opened in a browser outside WeChat, asks
 * for its own unpaid order's payment again. The provider's auto-submitting form (Alipay wap) is
 * answered as it is; a cashier or redirect address (the sandbox) as the address to open.
 */
export async function handOffPayment(
  db: Db,
  payments: PaymentProviders,
  userId: number,
  billNo: string,
  /** The trusted origin the outside browser is on: the cashier and Alipay's return come back to it. */
  returnOrigin?: string,
  now = new Date(),
): Promise<string> {
  const order = await ownOrder(db, userId, billNo, now);
  if (order.status !== 'PENDING') throw new AppError('INVALID_REQUEST', 'order.notPending');
  const subject = await findDonatableItemName(db, order.itemsId);
  const action = await payActionFor(payments, order, subject, {
    now,
    ...(returnOrigin ? { returnOrigin } : {}),
  });
  switch (action.kind) {
    case 'form':
      return action.html;
    case 'redirect':
    case 'cashier':
      return action.url;
    case 'jsapi':
    case 'none':
      // WeChat Pay's sheet opens only inside WeChat: nothing a browser can submit.
      throw new AppError('INVALID_REQUEST', 'pay.typeUnavailable');
  }
}
