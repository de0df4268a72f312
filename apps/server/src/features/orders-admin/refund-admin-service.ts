import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TRefundRow, TRefundStatus } from '@alma/shared/admin-api/refunds';
import { yuanToFen } from '@alma/shared/money/money';
import type { AuditActor } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { OFFLINE_SOURCE } from '../ledger/offline-gift-service.ts';
import { decideRefund as decideStaffRefund, requestRefund } from '../ledger/refund-request-service.ts';
import { findRefundRow, listRefunds } from './refund-list-repository.ts';
import { refundRowOf } from './refund-view.ts';

/**
 * The console's refunds: the rules and the money are the ledger's (refund-request-service.ts, and
 * the refunds.send job asks the provider); this side reads the threshold from configuration and
 * answers rows. No console request waits on a provider.
 */
export type RefundDeps = { database: Database; payments: PaymentProviders };

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
  const { refund, created } = await requestRefund(deps.database.db, actor, {
    billNo,
    amountFen: input.amountFen,
    reason: input.reason,
    approvalThresholdFen: approvalThresholdFen(input.thresholdYuan),
    requestKey: input.requestKey,
    // A gift recorded offline is given back offline by finance; its refund records that it was.
    canRefundAt: (provider) =>
      provider === OFFLINE_SOURCE || (provider !== null && deps.payments.byName(provider) !== null),
  });
  return { refund: await refundRow(deps.database, refund.id), created };
}

export async function decideRefund(
  deps: RefundDeps,
  actor: AuditActor,
  refundId: number,
  decision: { approve: boolean; note: string },
): Promise<TRefundRow> {
  await decideStaffRefund(deps.database.db, actor, refundId, decision);
  return refundRow(deps.database, refundId);
}
