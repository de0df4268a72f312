import type { TRefundStatus } from '@alma/shared/admin-api/refunds';
import type { Db } from '../../db/client.ts';
import { emitEvent } from '../../jobs/outbox.ts';
import { countOrders } from '../../observability/process-metrics.ts';
import { releaseNamedObjects } from './naming-release-repository.ts';
import { insertPaymentEvent } from './payment-events-repository.ts';
import {
  findRefund,
  findRefundToSend,
  lockOrderById,
  lockRefund,
  takeRefundFromOrder,
  updateRefund,
} from './refund-repository.ts';
import { refundStatusOf } from './refund-request-service.ts';
import { dropCachedTotals, type LedgerDeps } from './settle-service.ts';

/** What the provider said of a refund: done, refused (its words), or still going / no answer. */
export type RefundOutcome = { done: true } | { refused: string } | { pending: string };

export type RefundToSend = NonNullable<Awaited<ReturnType<typeof findRefundToSend>>>;

/** A refund with what asking the provider needs (the refunds.send job). */
export function refundToSend(db: Db, refundId: number): Promise<RefundToSend | undefined> {
  return findRefundToSend(db, refundId);
}

/**
 * What the provider answered, applied under the order's lock (the order first, as every refund
 * path locks it, then the refund), once: only PROCESSING moves.
 * - done: SUCCEEDED. A staff refund takes its money out of the order now (refundPart/refundAll,
 *   the totals by the trigger; a full refund of a naming order frees what it named) and writes
 *   `order.refunded` for the documents. A late or second payment's refund moves nothing else: that
 *   money never counted.
 * - refused: FAILED with the provider's reason; nothing moves.
 * - pending: still PROCESSING (said once, when first asked); the job asks again later.
 */
export async function recordRefundAnswer(
  deps: LedgerDeps,
  refundId: number,
  outcome: RefundOutcome,
  options: { firstAsk: boolean },
  now = new Date(),
): Promise<TRefundStatus | null> {
  const { status, moved } = await deps.database.db.transaction(async (tx) => {
    const found = await findRefund(tx, refundId);
    if (!found) return { status: null, moved: false };
    const order = await lockOrderById(tx, found.donationId);
    const refund = await lockRefund(tx, refundId);
    if (!order || !refund) return { status: null, moved: false };
    if (refund.status !== 'PROCESSING') return { status: refundStatusOf(refund), moved: false };
    const event = {
      source: order.provider ?? '',
      amountFen: refund.amountFen,
      reference: refund.refundNo,
      refundId,
    };
    if ('done' in outcome) {
      let moved = false;
      if (refund.kind === 'staff') {
        const { full } = await takeRefundFromOrder(tx, order, refund.amountFen, now);
        if (full && order.namingType > 0) await releaseNamedObjects(tx, order, now);
        await emitEvent(tx, {
          kind: 'order.refunded',
          donationId: order.id,
          payload: { full, amountFen: refund.amountFen },
        });
        moved = true;
      }
      await updateRefund(tx, refundId, { status: 'SUCCEEDED', completedAt: now });
      await insertPaymentEvent(tx, order.id, { ...event, kind: 'refund.succeeded', result: 'SUCCEEDED' });
      return { status: 'SUCCEEDED' as const, moved };
    }
    if ('refused' in outcome) {
      await updateRefund(tx, refundId, {
        status: 'FAILED',
        failureReason: outcome.refused,
        completedAt: now,
      });
      await insertPaymentEvent(tx, order.id, {
        ...event,
        kind: 'refund.failed',
        result: 'FAILED',
        detail: outcome.refused,
      });
      return { status: 'FAILED' as const, moved: false };
    }
    if (options.firstAsk) {
      await insertPaymentEvent(tx, order.id, {
        ...event,
        kind: 'refund.processing',
        result: 'PROCESSING',
        detail: outcome.pending,
      });
    }
    return { status: 'PROCESSING' as const, moved: false };
  });
  if (moved) {
    dropCachedTotals(deps);
    countOrders('refunded');
  }
  return status;
}
