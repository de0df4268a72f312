import { isStanding } from '@alma/shared/orders/order-status';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import type { NotificationAck, PaymentProvider } from '../../integrations/payments/payment-provider.ts';
import { PAY_RETURN_PATH } from '../../integrations/payments/payment-provider.ts';
import {
  makeSandboxNotification,
  SANDBOX_CASHIER_PATH,
  SANDBOX_SIGNATURE_HEADER,
  sandboxPayKey,
} from '../../integrations/payments/sandbox-provider.ts';
import { BILL_NO_PATTERN } from '../ledger/bill-no.ts';
import { cancelOrder, findPayableOrder, type PayableOrder } from '../ledger/close-service.ts';
import { type CashierView, renderCashier } from './cashier-page.ts';
import { handleNotification } from './notification-service.ts';

const ZBillNoInput = z.object({ billNo: z.string().regex(BILL_NO_PATTERN) });
const SANDBOX_PAY_PATH = '/pay/sandbox/pay';
const SANDBOX_CANCEL_PATH = '/pay/sandbox/cancel';
/** The cashier page runs no script and loads nothing: its CSP says so. */
const CASHIER_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const CLOSED_TEXT: Record<string, { title: string; detail: string }> = {
  PAID: { title: '订单已支付', detail: '感谢您的捐赠' },
  PARTLY_REFUNDED: { title: '订单已支付', detail: '部分款项已原路退回' },
  CANCELLED: { title: '订单已取消', detail: '请返回重新发起捐赠' },
  EXPIRED: { title: '订单已超时', detail: '订单超过15分钟未支付，已自动关闭' },
  REFUNDED: { title: '订单已退款', detail: '款项已原路退回' },
};

/**
 * Provider callbacks and the sandbox cashier: not spec calls (no sign header, no envelope).
 * Notifications are read as raw text, because a provider signs the exact bytes it sent.
 */
export function registerProviderRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const ledger = { database: deps.database, cache: deps.cache };

  /** What the notify route does with a notification, whoever delivers it. */
  async function receive(
    provider: PaymentProvider,
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
    log: FastifyBaseLogger,
  ): Promise<NotificationAck> {
    const outcome = await handleNotification(ledger, provider, { headers, rawBody });
    if (
      outcome.result === 'badSignature' ||
      outcome.result === 'amountMismatch' ||
      outcome.result === 'notFound'
    ) {
      log.warn({ provider: provider.name, result: outcome.result }, 'payment notification refused');
    }
    return outcome.ack;
  }

  /**
   * Where a provider's page sends the browser back (its return URL). A provider may append its
   * own query parameters, which a hash route cannot take, so the hash is made here. Nothing the
   * return carries is trusted: pay-back asks the server whether the order is paid.
   */
  app.get(PAY_RETURN_PATH, async (request, reply) => {
    const billNo = (request.query as { billNo?: unknown }).billNo;
    if (typeof billNo !== 'string' || !BILL_NO_PATTERN.test(billNo)) return reply.redirect('/', 303);
    const order = await findPayableOrder(deps.database, billNo);
    return reply.redirect(order ? payBack(billNo, order.itemsId) : '/', 303);
  });

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post<{ Params: { provider: string } }>('/pay/notify/:provider', async (request, reply) => {
      const provider = deps.payments.byName(request.params.provider);
      if (!provider) return reply.code(404).send();
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const ack = await receive(provider, request.headers, rawBody, request.log);
      return reply.code(ack.status).type(ack.contentType).send(ack.body);
    });
  });

  const sandbox = deps.payments.byName('sandbox');
  if (!sandbox) return;
  const key = sandboxPayKey(deps.secrets);

  app.get(SANDBOX_CASHIER_PATH, async (request, reply) => {
    const { billNo } = parseInput(ZBillNoInput, request.query);
    const order = await findPayableOrder(deps.database, billNo);
    if (order?.provider !== 'sandbox') {
      return html(reply.code(404), closed('订单不存在', '请返回重新发起捐赠', '/'));
    }
    if (order.status !== 'PENDING') {
      const text = CLOSED_TEXT[order.status] ?? { title: '订单已关闭', detail: '' };
      const back = isStanding(order.status) ? payBack(order.billNo, order.itemsId) : formPage(order.itemsId);
      return html(reply, closed(text.title, text.detail, back));
    }
    const view: CashierView = {
      state: 'payable',
      billNo: order.billNo,
      itemsName: order.itemsName,
      amountFen: order.moneyFen,
      payPath: SANDBOX_PAY_PATH,
      cancelPath: SANDBOX_CANCEL_PATH,
    };
    return html(reply, renderCashier(view));
  });

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post(SANDBOX_PAY_PATH, async (request, reply) => {
      const { billNo } = parseInput(ZBillNoInput, request.body);
      const order = await findPayableOrder(deps.database, billNo);
      if (!order) return reply.redirect('/', 303);
      // A real cashier takes no money for a closed order, nor for another provider's.
      if (order.status === 'PENDING' && order.provider === 'sandbox') {
        const { rawBody, signature } = makeSandboxNotification(key, {
          billNo,
          amountFen: order.moneyFen,
          tradeNo: `SBX${billNo}`,
          status: 'SUCCESS',
        });
        // Through the notify route's own handling (signature check included), so the sandbox
        // takes the path a provider's call takes, without a second HTTP request.
        const headers = { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signature };
        await receive(sandbox, headers, rawBody, request.log);
      }
      return reply.redirect(payBack(billNo, order.itemsId), 303);
    });

    // Pay-back says 取消支付 (doc 2 §8, doc 4 §4) and goes back to the order's form.
    scope.post(SANDBOX_CANCEL_PATH, async (request, reply) => {
      const { billNo } = parseInput(ZBillNoInput, request.body);
      await cancelOrder(db, billNo, { userId: null });
      const order = await findPayableOrder(deps.database, billNo);
      return reply.redirect(order ? cancelledBack(order) : '/', 303);
    });
  });
}

function closed(title: string, detail: string, backHref: string): string {
  return renderCashier({ state: 'closed', title, detail, backHref });
}

/** No referrer at all: the cashier's address names an order, and no page it links to is told it. */
function html(reply: FastifyReply, body: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', CASHIER_CSP)
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

/** itemsId lets pay-back return to the project's form when the payment did not go through. */
const payBack = (billNo: string, itemsId: number) =>
  `/#/pay-back?id=${encodeURIComponent(billNo)}&itemsId=${itemsId}`;
const formPage = (itemsId: number) => `/#/form?id=${itemsId}`;

/** A cancelled payment's way back: pay-back toasts it and opens the form (form-gm for a naming order). */
function cancelledBack(order: Pick<PayableOrder, 'billNo' | 'itemsId' | 'namingType'>): string {
  const naming = order.namingType === 1 || order.namingType === 2 ? `&namingType=${order.namingType}` : '';
  return `${payBack(order.billNo, order.itemsId)}${naming}&cancelled=1`;
}
