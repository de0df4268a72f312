import { isRefundStatus, type TRefundRow } from '@alma/shared/admin-api/refunds';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { fenToYuan } from '@alma/shared/money/money';

type RefundRecord = {
  id: number;
  billNo: string;
  itemsId: number;
  itemsName: string;
  orderMoneyFen: number;
  amountFen: number;
  reason: string;
  status: string;
  refundNo: string;
  requestedBy: string;
  decidedBy: string;
  decisionNote: string;
  failureReason: string;
  createdAt: Date;
  completedAt: Date | null;
};

/** A refund row of the database as the console reads it (yuan, wire dates). */
export function refundRowOf(row: RefundRecord): TRefundRow {
  if (!isRefundStatus(row.status)) throw new Error(`refund ${row.id} in unknown status ${row.status}`);
  return {
    id: row.id,
    billNo: row.billNo,
    itemsId: row.itemsId,
    itemsName: row.itemsName,
    orderMoney: fenToYuan(row.orderMoneyFen),
    amount: fenToYuan(row.amountFen),
    reason: row.reason,
    status: row.status,
    refundNo: row.refundNo,
    requestedBy: row.requestedBy,
    decidedBy: row.decidedBy,
    decisionNote: row.decisionNote,
    failureReason: row.failureReason,
    createdAt: toWireDate(row.createdAt) ?? '',
    completedAt: toWireDate(row.completedAt) ?? '',
  };
}
