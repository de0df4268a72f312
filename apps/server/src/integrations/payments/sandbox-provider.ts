import { createHmac, timingSafeEqual } from 'node:crypto';
import { shanghaiDay } from '@alma/shared/dates/shanghai-day';
import type {
  IncomingNotification,
  PaymentProvider,
  TradeBillLine,
  VerifiedNotification,
} from './payment-provider.ts';
import { billFileLines, withFileLines } from './sandbox-bill-file.ts';

export const SANDBOX_CASHIER_PATH = '/pay/sandbox/cashier';
export const SANDBOX_NOTIFY_PATH = '/pay/notify/sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** Third-party redirect pay (doc 2 §4.1). */
const REDIRECT_PAY_TYPE = 14;

/** The body the sandbox "provider" sends when the donor taps 支付 on its cashier page. */
export type SandboxNotificationBody = {
  billNo: string;
  amountFen: number;
  tradeNo: string;
  status: 'SUCCESS' | 'CLOSED';
};

export function signSandboxBody(key: Buffer, rawBody: string): string {
  return createHmac('sha256', key).update(rawBody).digest('hex');
}

/** A signed notification, as the sandbox's side sends it. */
export function makeSandboxNotification(
  key: Buffer,
  body: SandboxNotificationBody,
): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify(body);
  return { rawBody, signature: signSandboxBody(key, rawBody) };
}

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}

function parseBody(rawBody: string): SandboxNotificationBody | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object') return null;
  const body = parsed as Record<string, unknown>;
  if (typeof body.billNo !== 'string' || typeof body.tradeNo !== 'string') return null;
  if (typeof body.amountFen !== 'number' || !Number.isSafeInteger(body.amountFen)) return null;
  if (body.status !== 'SUCCESS' && body.status !== 'CLOSED') return null;
  return { billNo: body.billNo, amountFen: body.amountFen, tradeNo: body.tradeNo, status: body.status };
}

/**
 * Where the sandbox's daily bill comes from: it keeps no record of its own, so what its cashier
 * paid and its refunds gave back that Shanghai day are read from ours (payments it notified,
 * refunds it confirmed; compose.ts gives it the reconciliation repository's reader).
 */
export type SandboxBillSource = (date: string) => Promise<TradeBillLine[]>;

/**
 * For tests: payments the sandbox took whose notification never reached us (added to its bill)
 * and a change to its bill's lines (a wrong amount), so reconciliation has something to find.
 */
export type SandboxBillHooks = {
  unnotified: TradeBillLine[];
  amend: ((line: TradeBillLine) => TradeBillLine) | null;
};

export type SandboxProvider = PaymentProvider & { readonly billHooks: SandboxBillHooks };

/**
 * The demo provider: a cashier page on this server stands in for the provider's, and its 支付
 * button sends a notification signed with a key derived from the server secret, through the
 * same verification path a real provider's notification takes. It keeps no state of its own,
 * so `query` cannot say more than "unknown", and its daily bill is read from ours (billSource).
 */
export function makeSandboxProvider(options: {
  key: Buffer;
  publicUrl: string;
  /** PAY_SANDBOX_ANY_BROWSER: the cashier stands in for WeChat Pay outside WeChat too. */
  anyBrowser?: boolean;
  billSource?: SandboxBillSource;
  /** PAY_SANDBOX_BILL_FILE: lines added to its bill, to rehearse reconciliation (sandbox-bill-file.ts). */
  billFile?: string | undefined;
}): SandboxProvider {
  const billHooks: SandboxBillHooks = { unnotified: [], amend: null };
  return {
    name: 'sandbox',
    billHooks,
    anyBrowser: options.anyBrowser ?? false,
    async create(order) {
      // The cashier returns the browser by relative addresses: it must open on the donor's origin.
      const url = new URL(SANDBOX_CASHIER_PATH, order.returnOrigin ?? options.publicUrl);
      url.searchParams.set('billNo', order.billNo);
      // Redirect pay (14) is a provider's page the browser is sent to: the cashier stands in for it.
      if (order.payType === REDIRECT_PAY_TYPE) return { kind: 'redirect', url: url.toString() };
      return { kind: 'cashier', url: url.toString() };
    },
    async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null> {
      const given = headerValue(notification.headers[SANDBOX_SIGNATURE_HEADER]);
      const expected = signSandboxBody(options.key, notification.rawBody);
      if (!/^[0-9a-f]{64}$/.test(given)) return null;
      if (!timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'))) return null;
      const body = parseBody(notification.rawBody);
      if (!body) return null;
      return {
        billNo: body.billNo,
        amountFen: body.amountFen,
        tradeNo: body.tradeNo,
        paid: body.status === 'SUCCESS',
      };
    },
    ack(accepted) {
      return {
        status: accepted ? 200 : 400,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ code: accepted ? 'SUCCESS' : 'FAIL' }),
      };
    },
    async query() {
      return { state: 'unknown' };
    },
    async close() {
      // Nothing to close: the cashier page refuses an order that is no longer PENDING.
      return 'closed';
    },
    async refund() {
      return { accepted: true };
    },
    async tradeBill(date) {
      const recorded = options.billSource ? await options.billSource(date) : [];
      const filed = options.billFile ? await billFileLines(options.billFile, date) : [];
      const lines = withFileLines(
        [...recorded, ...billHooks.unnotified.filter((line) => shanghaiDay(line.at) === date)],
        filed,
      );
      return billHooks.amend ? lines.map(billHooks.amend) : lines;
    },
  };
}

/** The sandbox's signing key, derived from the server secret (so every instance shares it). */
export function sandboxPayKey(secrets: { deriveKey(purpose: string): Buffer }): Buffer {
  return secrets.deriveKey('sandbox-pay-notify');
}
