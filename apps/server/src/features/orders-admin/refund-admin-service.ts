import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TRefundRow, TRefundStatus } from '@alma/shared/admin-api/refunds';
import { yuanToFen } from '@alma/shared/money/money';
import type { AuditActor } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import {
  approveRefund,
  type RefundDeps,
  rejectRefund,
  requestRefund,
} from '../payments/staff-refund-service.ts';
import { findRefundRow, listRefunds } from './refund-list-repository.ts';
import { refundRowOf } from './refund-view.ts';

/**
 * The console's refunds: the rules and the money are the payments feature's
 * (staff-refund-service.ts); this side reads the threshold from configuration and answers rows.
 */

export async function refundPage(
  database: Database,
  query: { page: number; pageSize: number; status?: TRefundStatus | undefined; billNo?: string | undefined },
): Promise<TAdminRows<TRefundRow>> {
  const { rows, total } = await listRefunds(
    database.db,
    { status: query.status, billNo: query.billNo },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { rows: rows.map(refundRowOf), total };
}

async function refundRow(database: Database, refundId: number): Promise<TRefundRow> {
  const row = await findRefundRow(database.db, refundId);
  if (!row) throw notFound();
  return refundRowOf(row);
}

/** REFUND_APPROVAL_THRESHOLD is yuan (checked to two decimals at start-up). */
export function approvalThresholdFen(thresholdYuan: number): number {
  const fen = yuanToFen(thresholdYuan);
  if (fen === null) throw new Error('REFUND_APPROVAL_THRESHOLD is not a yuan amount');
  return fen;
}

export async function requestOrderRefund(
  deps: RefundDeps,
  actor: AuditActor,
  billNo: string,
  input: { amountFen: number; reason: string; thresholdYuan: number; requestKey?: string | undefined },
): Promise<{ refund: TRefundRow; created: boolean }> {
  const { refund, created } = await requestRefund(deps, actor, {
    billNo,
    amountFen: input.amountFen,
    reason: input.reason,
    approvalThresholdFen: approvalThresholdFen(input.thresholdYuan),
    requestKey: input.requestKey,
  });
  return { refund: await refundRow(deps.database, refund.id), created };
}

export async function decideRefund(
  deps: RefundDeps,
  actor: AuditActor,
  refundId: number,
  decision: { approve: boolean; note: string },
): Promise<TRefundRow> {
  if (decision.approve) await approveRefund(deps, actor, refundId, decision.note);
  else await rejectRefund(deps, actor, refundId, decision.note);
  return refundRow(deps.database, refundId);
}
