import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { donations } from '../../db/schema/donations.ts';
import { paymentEvents, refunds } from '../../db/schema/payments.ts';
import type { TradeBillLine } from '../../integrations/payments/payment-provider.ts';

/** The instants an Asia/Shanghai calendar day runs between (no daylight saving there since 1991). */
export function shanghaiDay(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+08:00`);
  return { from, to: new Date(from.getTime() + 24 * 60 * 60 * 1000) };
}

/** Orders a provider's payment made count (or counted, before a refund). */
const PAID_STATUSES = ['PAID', 'PARTLY_REFUNDED', 'REFUNDED'];

/**
 * Our side of a provider's day: the orders it paid that day (the whole payment: what the order holds
 * plus what was refunded since) and the refunds it confirmed that day. Also the sandbox's bill
 * (SandboxBillSource), the sandbox having no record of its own.
 */
export async function ourLinesOfDay(db: Db, provider: string, date: string): Promise<TradeBillLine[]> {
  const { from, to } = shanghaiDay(date);
  const paid = await db
    .select({
      billNo: donations.billNo,
      tradeNo: donations.providerTradeNo,
      moneyFen: donations.moneyFen,
      refundedFen: donations.refundedFen,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .where(
      and(
        eq(donations.provider, provider),
        inArray(donations.status, PAID_STATUSES),
        gte(donations.paidAt, from),
        lt(donations.paidAt, to),
      ),
    )
    .orderBy(donations.paidAt, donations.id);
  const refunded = await db
    .select({
      billNo: donations.billNo,
      orderTradeNo: donations.providerTradeNo,
      tradeNo: refunds.tradeNo,
      amountFen: refunds.amountFen,
      refundNo: refunds.refundNo,
      completedAt: refunds.completedAt,
    })
    .from(refunds)
    .innerJoin(donations, eq(donations.id, refunds.donationId))
    .where(
      and(
        eq(donations.provider, provider),
        eq(refunds.status, 'SUCCEEDED'),
        gte(refunds.completedAt, from),
        lt(refunds.completedAt, to),
      ),
    )
    .orderBy(refunds.completedAt, refunds.id);
  return [
    ...paid.map(
      (row): TradeBillLine => ({
        billNo: row.billNo,
        tradeNo: row.tradeNo ?? '',
        amountFen: row.moneyFen + row.refundedFen,
        kind: 'payment',
        at: row.paidAt ?? from,
        // A refund is its own line on both sides (WeChat Pay's bill keeps a refunded payment SUCCESS).
        status: 'paid',
      }),
    ),
    ...refunded.map(
      (row): TradeBillLine => ({
        billNo: row.billNo,
        tradeNo: row.tradeNo ?? row.orderTradeNo ?? '',
        amountFen: row.amountFen,
        kind: 'refund',
        refundNo: row.refundNo,
        at: row.completedAt ?? from,
        status: 'refunded',
      }),
    ),
  ];
}

/** The every-minute reconciler's latest findings for a provider (payment_events of payment.query). */
export async function recentReconcilerResults(db: Db, provider: string, limit = 20) {
  return db
    .select({
      billNo: donations.billNo,
      amountFen: paymentEvents.amountFen,
      result: paymentEvents.result,
      createdAt: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .innerJoin(donations, eq(donations.id, paymentEvents.donationId))
    .where(and(eq(paymentEvents.kind, 'payment.query'), eq(paymentEvents.source, provider)))
    .orderBy(desc(paymentEvents.id))
    .limit(limit);
}
