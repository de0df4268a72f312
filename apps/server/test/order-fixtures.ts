import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../src/app-deps.ts';
import { donations, togethers } from '../src/db/schema/donations.ts';
import { items } from '../src/db/schema/items.ts';
import { refunds } from '../src/db/schema/payments.ts';
import { requestRefund } from '../src/features/ledger/refund-request-service.ts';
import {
  makeSandboxNotification,
  SANDBOX_NOTIFY_PATH,
  SANDBOX_SIGNATURE_HEADER,
  sandboxPayKey,
} from '../src/integrations/payments/sandbox-provider.ts';
import { createStaffMember, type TestStaff } from './admin-fixtures.ts';
import type { Envelope, TestApp } from './test-app.ts';

/** Orders and payments for the donation-loop tests. */

export type DonateAnswer = { orderPayRequestDTO: { billNo: string }; data: unknown } | null;

export function donate(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Envelope<DonateAnswer>> {
  return t.post<DonateAnswer>(`${DONATEU}/items/donate`, { payType: 1, ...body }, { token, headers });
}

export async function placeOrder(t: TestApp, token: string, body: Record<string, unknown>): Promise<string> {
  const answer = await donate(t, token, body);
  if (answer.code !== 0 || !answer.data) throw new Error(`donate refused: ${answer.message}`);
  return answer.data.orderPayRequestDTO.billNo;
}

/** A sandbox notification as the provider would send it; `signature` overrides the real one. */
export function notify(
  t: TestApp,
  payment: { billNo: string; amountFen: number; status?: 'SUCCESS' | 'CLOSED' },
  signature?: string,
) {
  const signed = makeSandboxNotification(sandboxPayKey(t.deps.secrets), {
    billNo: payment.billNo,
    amountFen: payment.amountFen,
    tradeNo: `TEST${payment.billNo}`,
    status: payment.status ?? 'SUCCESS',
  });
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_NOTIFY_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signed.signature,
    },
    payload: signed.rawBody,
  });
}

/** The cashier's 支付 or 取消 button, as the browser's form post sends it. */
export function pressCashierButton(t: TestApp, button: 'pay' | 'cancel', billNo: string) {
  return t.app.inject({
    method: 'POST',
    url: `/pay/sandbox/${button}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ billNo }).toString(),
  });
}

export async function itemTotals(deps: AppDeps, itemsId: number) {
  const [row] = await deps.database.db
    .select({
      money: items.completeMoneyFen,
      units: items.completeMaterialNumber,
      payCounts: items.payCounts,
    })
    .from(items)
    .where(eq(items.id, itemsId));
  if (!row) throw new Error('no such project');
  return row;
}

export async function orderRow(deps: AppDeps, billNo: string) {
  const [row] = await deps.database.db.select().from(donations).where(eq(donations.billNo, billNo));
  if (!row) throw new Error('no such order');
  return row;
}

export async function ordersOfUser(deps: AppDeps, userId: number) {
  return deps.database.db.select().from(donations).where(eq(donations.userId, userId));
}

export async function togetherTotals(deps: AppDeps, togetherId: number) {
  const [row] = await deps.database.db
    .select({ money: togethers.completeMoneyFen, participants: togethers.participants })
    .from(togethers)
    .where(eq(togethers.id, togetherId));
  if (!row) throw new Error('no such fundraiser');
  return row;
}

export async function setOrderExpiry(deps: AppDeps, billNo: string, expiresAt: Date): Promise<void> {
  await deps.database.db.update(donations).set({ expiresAt }).where(eq(donations.billNo, billNo));
}

const financeOf = new WeakMap<TestApp, Promise<TestStaff>>();

/**
 * A staff refund of a paid order the way the console makes one: the ledger decides it (no
 * approval step: under any threshold), its refunds.send job asks the provider, the ledger applies
 * the answer. Whole by default. Answers the refund's status after the job ran.
 */
export async function refundThroughLedger(t: TestApp, billNo: string, amountFen?: number): Promise<string> {
  if (!financeOf.has(t)) financeOf.set(t, createStaffMember(t, 'finance'));
  const finance = await financeOf.get(t)!;
  const order = await orderRow(t.deps, billNo);
  const { refund } = await requestRefund(
    t.deps.database.db,
    { staffId: finance.id, username: finance.username, role: finance.role, ip: '' },
    {
      billNo,
      amountFen: amountFen ?? order.moneyFen,
      reason: '测试退款',
      approvalThresholdFen: Number.MAX_SAFE_INTEGER,
      canRefundAt: () => true,
    },
  );
  await t.jobs.runUntilIdle();
  const [row] = await t.deps.database.db.select().from(refunds).where(eq(refunds.id, refund.id));
  return row?.status ?? 'missing';
}
