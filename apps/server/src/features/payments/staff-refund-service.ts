import { canMoveRefund, isRefundStatus, type TRefundStatus } from '@alma/shared/admin-api/refunds';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { CACHE_SCOPES, type PublicCache } from '../../http/public-cache.ts';
import type { RefundAnswer } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { releaseNamedObjects } from './naming-refund-repository.ts';
import { insertPaymentEvent } from './payment-events-repository.ts';
import {
  applyRefundToOrder,
  countRefundsOf,
  findOpenRefund,
  findRefund,
  findRefundByKey,
  findRefundToSend,
  insertRefund,
  listRefundsToConfirm,
  lockOrderByBillNo,
  lockOrderById,
  lockRefund,
  type RefundRow,
  updateRefund,
} from './refund-repository.ts';

/**
 * Refunds staff ask for (full or partial, through the order's provider). The rules:
 * - only a PAID order, at most what it still holds, one open refund per order at a time (the
 *   order row is locked while it is checked; a partial unique index is the last guard);
 * - over the approval threshold a refund waits for a second finance member, who is not the
 *   requester, before the provider is asked;
 * - the provider is asked outside any transaction; its answer is applied under the order's lock,
 *   and only PROCESSING → SUCCEEDED moves money: the order, the project, sub-project and
 *   fundraiser totals and (for a naming order) what it named, in that one transaction;
 * - a refusal leaves the refund FAILED with the provider's reason and the totals untouched; an
 *   answer of "processing" (or none) leaves it PROCESSING for the reconciler to ask again.
 */

export type RefundDeps = {
  database: Database;
  cache: Pick<PublicCache, 'invalidate'>;
  payments: PaymentProviders;
};

/** Shown in the detail's events: who asked the provider. */
const STAFF_SOURCE = 'staff';
/** A refund still PROCESSING this long after it was sent is asked about again by the reconciler. */
export const REFUND_REASK_AFTER_MS = 60 * 1000;

function staffIdOf(actor: AuditActor): number {
  if (actor.staffId === null) throw new AppError('FORBIDDEN', 'admin.forbidden');
  return actor.staffId;
}

function statusOf(refund: Pick<RefundRow, 'status'>): TRefundStatus {
  if (!isRefundStatus(refund.status)) throw new Error(`refund in unknown status ${refund.status}`);
  return refund.status;
}

export async function requestRefund(
  deps: RefundDeps,
  actor: AuditActor,
  input: {
    billNo: string;
    amountFen: number;
    reason: string;
    approvalThresholdFen: number;
    requestKey?: string | undefined;
  },
  now = new Date(),
): Promise<{ refund: RefundRow; created: boolean }> {
  const requestedBy = staffIdOf(actor);
  const { refund, created } = await deps.database.db.transaction(async (tx) => {
    const order = await lockOrderByBillNo(tx, input.billNo);
    if (!order) throw notFound();
    // The same dialog submitted again (a double click, a retry): the refund it already made.
    const made = input.requestKey ? await findRefundByKey(tx, order.id, input.requestKey) : undefined;
    if (made) {
      recordNoChange(actor);
      return { refund: made, created: false };
    }
    if (order.status !== 'PAID') throw new AppError('CONFLICT', 'admin.refund.notPaid');
    if (await findOpenRefund(tx, order.id)) throw new AppError('CONFLICT', 'admin.refund.inProgress');
    if (input.amountFen > order.moneyFen) {
      throw new AppError('INVALID_REQUEST', 'admin.refund.tooMuch', {
        max: fenToYuan(order.moneyFen),
        field: 'amount',
      });
    }
    // What a naming order named cannot be given back in part: all of it is freed, or none.
    if (order.namingType > 0 && input.amountFen !== order.moneyFen) {
      throw new AppError('INVALID_REQUEST', 'admin.refund.namingWhole', { field: 'amount' });
    }
    if (!order.provider || !deps.payments.byName(order.provider)) {
      throw new AppError('CONFLICT', 'admin.refund.noProvider');
    }
    const status: TRefundStatus =
      input.amountFen > input.approvalThresholdFen ? 'AWAITING_APPROVAL' : 'PROCESSING';
    const inserted = await insertRefund(tx, {
      donationId: order.id,
      amountFen: input.amountFen,
      reason: input.reason,
      status,
      // One number per refund of the order; the provider treats a repeat of it as the same refund.
      refundNo: `${order.billNo}R${(await countRefundsOf(tx, order.id)) + 1}`,
      requestedBy,
      requestKey: input.requestKey ?? null,
    });
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
    return { refund: inserted, created: true };
  });
  if (created && refund.status === 'PROCESSING') await sendRefund(deps, refund.id, now);
  return { refund, created };
}

/** The second finance member's yes: the refund goes to the provider. */
export async function approveRefund(
  deps: RefundDeps,
  actor: AuditActor,
  refundId: number,
  note: string,
  now = new Date(),
): Promise<void> {
  await decide(deps, actor, refundId, 'PROCESSING', note, now);
  await sendRefund(deps, refundId, now);
}

/** The second finance member's no: nothing was asked of the provider, nothing moves. */
export async function rejectRefund(
  deps: RefundDeps,
  actor: AuditActor,
  refundId: number,
  note: string,
  now = new Date(),
): Promise<void> {
  await decide(deps, actor, refundId, 'REJECTED', note, now);
}

async function decide(
  deps: RefundDeps,
  actor: AuditActor,
  refundId: number,
  to: 'PROCESSING' | 'REJECTED',
  note: string,
  now: Date,
): Promise<void> {
  const decidedBy = staffIdOf(actor);
  await deps.database.db.transaction(async (tx) => {
    const refund = await lockRefund(tx, refundId);
    if (!refund) throw notFound();
    if (!canMoveRefund(statusOf(refund), to)) {
      throw new AppError('CONFLICT', 'admin.refund.notAwaiting');
    }
    if (refund.requestedBy === decidedBy) throw new AppError('FORBIDDEN', 'admin.refund.ownApproval');
    await updateRefund(tx, refundId, { status: to, decidedBy, decidedAt: now, decisionNote: note });
    await insertPaymentEvent(tx, refund.donationId, {
      kind: to === 'PROCESSING' ? 'refund.approved' : 'refund.rejected',
      source: STAFF_SOURCE,
      result: to,
      amountFen: refund.amountFen,
      reference: refund.refundNo,
      detail: note,
      refundId,
      staffId: decidedBy,
    });
    await recordAudit(tx, actor, {
      action: to === 'PROCESSING' ? 'refund.approve' : 'refund.reject',
      targetType: 'refund',
      targetId: refundId,
      before: { status: refund.status },
      after: { status: to, note },
    });
  });
}

/**
 * Asks the provider for a PROCESSING refund (again, with the same refund number, when the
 * reconciler re-asks) and applies the answer. Answers the refund's status afterwards.
 */
export async function sendRefund(
  deps: RefundDeps,
  refundId: number,
  now = new Date(),
  options: { reasking?: boolean } = {},
): Promise<TRefundStatus | null> {
  const target = await findRefundToSend(deps.database.db, refundId);
  if (!target) return null;
  if (target.status !== 'PROCESSING') return statusOf(target);
  const provider = target.provider ? deps.payments.byName(target.provider) : null;
  let answer: RefundAnswer | null = null;
  let silence = provider ? '' : 'provider not configured';
  if (provider) {
    try {
      answer = await provider.refund({
        billNo: target.billNo,
        refundNo: target.refundNo,
        amountFen: target.amountFen,
      });
    } catch {
      // No answer (a timeout, a 5xx): whether it went through is unknown, so it stays PROCESSING.
      silence = 'provider did not answer';
    }
  }
  const status = await settleRefund(deps, refundId, answer, silence, now, options.reasking ?? false);
  if (status === 'SUCCEEDED') {
    await deps.cache.invalidate(CACHE_SCOPES.donations, CACHE_SCOPES.items, CACHE_SCOPES.togethers);
  }
  return status;
}

async function settleRefund(
  deps: RefundDeps,
  refundId: number,
  answer: RefundAnswer | null,
  silence: string,
  now: Date,
  reasking: boolean,
): Promise<TRefundStatus> {
  return deps.database.db.transaction(async (tx) => {
    const found = await findRefund(tx, refundId);
    if (!found) throw notFound();
    // The order first, as every refund path locks it, then the refund under that lock.
    const order = await lockOrderById(tx, found.donationId);
    const refund = await lockRefund(tx, refundId);
    if (!order || !refund || refund.status !== 'PROCESSING') return refund ? statusOf(refund) : 'FAILED';
    const event = {
      source: order.provider ?? '',
      amountFen: refund.amountFen,
      reference: refund.refundNo,
      refundId,
    };
    if (answer?.accepted && !answer.processing) {
      const { full } = await applyRefundToOrder(tx, order, refund.amountFen, now);
      if (full && order.namingType > 0) await releaseNamedObjects(tx, order, now);
      await updateRefund(tx, refundId, { status: 'SUCCEEDED', completedAt: now });
      await insertPaymentEvent(tx, order.id, { ...event, kind: 'refund.succeeded', result: 'SUCCEEDED' });
      return 'SUCCEEDED';
    }
    if (answer && !answer.accepted) {
      const reason = answer.reason ?? 'refused';
      await updateRefund(tx, refundId, { status: 'FAILED', failureReason: reason, completedAt: now });
      await insertPaymentEvent(tx, order.id, {
        ...event,
        kind: 'refund.failed',
        result: 'FAILED',
        detail: reason,
      });
      return 'FAILED';
    }
    // Still going: said once when first sent, not on every minute's re-ask.
    if (!reasking) {
      await insertPaymentEvent(tx, order.id, {
        ...event,
        kind: 'refund.processing',
        result: 'PROCESSING',
        detail: silence,
      });
    }
    return 'PROCESSING';
  });
}

/** The reconciler's pass: refunds still PROCESSING are asked about again. Answers how many finished. */
export async function confirmOpenRefunds(deps: RefundDeps, now = new Date(), limit = 50): Promise<number> {
  let finished = 0;
  const due = await listRefundsToConfirm(
    deps.database.db,
    new Date(now.getTime() - REFUND_REASK_AFTER_MS),
    limit,
  );
  for (const refundId of due) {
    const status = await sendRefund(deps, refundId, now, { reasking: true });
    if (status === 'SUCCEEDED' || status === 'FAILED') finished += 1;
  }
  return finished;
}
