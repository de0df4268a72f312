import { canMoveRefund, isRefundStatus, type TRefundStatus } from '@alma/shared/admin-api/refunds';
import { AppError } from '@alma/shared/errors/app-error';
import { formatFen } from '@alma/shared/money/money';
import { isStanding } from '@alma/shared/orders/order-status';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { emitEvent } from '../../jobs/outbox.ts';
import { insertPaymentEvent } from './payment-events-repository.ts';
import {
  countRefundsOf,
  findOpenRefund,
  findRefundByKey,
  insertRefund,
  lockOrderByBillNo,
  lockRefund,
  type RefundRow,
  updateRefund,
} from './refund-repository.ts';

/**
 * Refunds staff ask for (full or partial, through the order's provider). The rules:
 * - only a standing order (PAID, PARTLY_REFUNDED), at most what it still holds, one open staff
 *   refund per order at a time (the order row is locked while it is checked; a partial unique
 *   index is the last guard);
 * - over the approval threshold a refund waits for a second finance member, who is not the
 *   requester, before the provider is asked;
 * - a refund that is to go ahead writes `refund.decided` in its transaction; its job asks the
 *   provider (payments/refund-send-service.ts) and the answer moves the money
 *   (refund-answer-service.ts). No request waits on a provider.
 */

/** Shown in the detail's events: who asked. */
const STAFF_SOURCE = 'staff';

function staffIdOf(actor: AuditActor): number {
  if (actor.staffId === null) throw new AppError('FORBIDDEN', 'admin.forbidden');
  return actor.staffId;
}

export function refundStatusOf(refund: Pick<RefundRow, 'status'>): TRefundStatus {
  if (!isRefundStatus(refund.status)) throw new Error(`refund in unknown status ${refund.status}`);
  return refund.status;
}

export type StaffRefundRequest = {
  billNo: string;
  amountFen: number;
  reason: string;
  approvalThresholdFen: number;
  requestKey?: string | undefined;
  /** Whether the order's provider is configured here and can give money back. */
  canRefundAt: (provider: string | null) => boolean;
};

export async function requestRefund(
  db: Db,
  actor: AuditActor,
  input: StaffRefundRequest,
): Promise<{ refund: RefundRow; created: boolean }> {
  const requestedBy = staffIdOf(actor);
  return db.transaction(async (tx) => {
    const order = await lockOrderByBillNo(tx, input.billNo);
    if (!order) throw notFound();
    // The same dialog submitted again (a double click, a retry): the refund it already made.
    const made = input.requestKey ? await findRefundByKey(tx, order.id, input.requestKey) : undefined;
    if (made) {
      recordNoChange(actor);
      return { refund: made, created: false };
    }
    if (!isStanding(order.status)) throw new AppError('CONFLICT', 'admin.refund.notPaid');
    if (await findOpenRefund(tx, order.id)) throw new AppError('CONFLICT', 'admin.refund.inProgress');
    if (input.amountFen > order.moneyFen) {
      throw new AppError('INVALID_REQUEST', 'admin.refund.tooMuch', {
        max: formatFen(order.moneyFen),
        field: 'amount',
      });
    }
    // What a naming order named cannot be given back in part: all of it is freed, or none.
    if (order.namingType > 0 && input.amountFen !== order.moneyFen) {
      throw new AppError('INVALID_REQUEST', 'admin.refund.namingWhole', { field: 'amount' });
    }
    if (!input.canRefundAt(order.provider)) throw new AppError('CONFLICT', 'admin.refund.noProvider');
    const status: TRefundStatus =
      input.amountFen > input.approvalThresholdFen ? 'AWAITING_APPROVAL' : 'PROCESSING';
    const inserted = await insertRefund(tx, {
      donationId: order.id,
      amountFen: input.amountFen,
      reason: input.reason,
      status,
      // One number per refund of the order; the provider treats a repeat of it as the same refund.
      refundNo: `${order.billNo}R${(await countRefundsOf(tx, order.id)) + 1}`,
      kind: 'staff',
      requestedBy,
      requestKey: input.requestKey ?? null,
      tradeNo: null,
    });
    if (!inserted) throw new AppError('CONFLICT', 'admin.refund.inProgress');
    await insertPaymentEvent(tx, order.id, {
      kind: 'refund.requested',
      source: STAFF_SOURCE,
      result: status,
      amountFen: input.amountFen,
      reference: inserted.refundNo,
      detail: input.reason,
      refundId: inserted.id,
      staffId: requestedBy,
    });
    await recordAudit(tx, actor, {
      action: 'order.refundRequest',
      targetType: 'order',
      targetId: order.billNo,
      after: { refundId: inserted.id, amountFen: input.amountFen, reason: input.reason, status },
    });
    if (status === 'PROCESSING') await decided(tx, inserted);
    return { refund: inserted, created: true };
  });
}

/** The second finance member's yes (the provider is asked) or no (nothing was asked, nothing moves). */
export async function decideRefund(
  db: Db,
  actor: AuditActor,
  refundId: number,
  decision: { approve: boolean; note: string },
  now = new Date(),
): Promise<void> {
  const decidedBy = staffIdOf(actor);
  const to: TRefundStatus = decision.approve ? 'PROCESSING' : 'REJECTED';
  await db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (!refund) throw notFound();
    if (!canMoveRefund(refundStatusOf(refund), to)) {
      throw new AppError('CONFLICT', 'admin.refund.notAwaiting');
    }
    if (refund.requestedBy === decidedBy) throw new AppError('FORBIDDEN', 'admin.refund.ownApproval');
    await updateRefund(tx, refundId, { status: to, decidedBy, decidedAt: now, decisionNote: decision.note });
    await insertPaymentEvent(tx, refund.donationId, {
      kind: decision.approve ? 'refund.approved' : 'refund.rejected',
      source: STAFF_SOURCE,
      result: to,
      amountFen: refund.amountFen,
      reference: refund.refundNo,
      detail: decision.note,
      refundId,
      staffId: decidedBy,
    });
    await recordAudit(tx, actor, {
      action: decision.approve ? 'refund.approve' : 'refund.reject',
      targetType: 'refund',
      targetId: refundId,
      before: { status: refund.status },
      after: { status: to, note: decision.note },
    });
    if (decision.approve) await decided(tx, refund);
  });
}

/** A refund goes ahead: its `refund.decided` event queues the job that asks the provider. */
async function decided(tx: Tx, refund: Pick<RefundRow, 'id' | 'donationId'>): Promise<void> {
  await emitEvent(tx, {
    kind: 'refund.decided',
    donationId: refund.donationId,
    payload: { refundId: refund.id },
  });
}
