import { billLineKey, type TDifference } from '@alma/shared/admin-api/reconciliation';
import {
  differenceKey,
  settlementActionsFor,
  type TSettlementInput,
} from '@alma/shared/admin-api/reconciliation-settle';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { TradeBillLine } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { recordRefundAnswer } from '../ledger/refund-answer-service.ts';
import { type LedgerDeps, settlePayment } from '../ledger/settle-service.ts';
import { compareDay } from './service.ts';
import { findRefundOfProvider, insertSettlement, isSettled } from './settlement-repository.ts';

export type SettleDeps = LedgerDeps & { payments: PaymentProviders };
type Actor = AuditActor & { staffId: number };

const alreadySettled = () => new AppError('CONFLICT', 'admin.reconciliation.alreadySettled');

/**
 * A payment the bill shows and we never heard of, credited as a verified notification would be
 * (the ledger's settle: conditional, once, totals and documents follow), at the time the provider
 * took it, so the order counts on the bill's day. An unknown order or another amount changes nothing
 * and is refused: finance checks and settles it with a note.
 */
async function creditFromBill(deps: SettleDeps, provider: string, line: TradeBillLine): Promise<string> {
  const outcome = await settlePayment(
    deps,
    { billNo: line.billNo, amountFen: line.amountFen, tradeNo: line.tradeNo, provider, via: 'bill' },
    line.at,
  );
  if (outcome === 'notFound')
    throw new AppError('NOT_FOUND', 'admin.reconciliation.orderNotFound', { billNo: line.billNo });
  if (outcome === 'amountMismatch')
    throw new AppError('INVALID_REQUEST', 'admin.reconciliation.amountMismatch', { billNo: line.billNo });
  return outcome;
}

/** A refund the bill shows done and we still wait for: the provider's answer applied by the ledger. */
async function confirmRefundFromBill(
  deps: SettleDeps,
  provider: string,
  line: TradeBillLine,
): Promise<string> {
  const refund = line.refundNo
    ? await findRefundOfProvider(deps.database.db, provider, line.refundNo)
    : undefined;
  if (refund?.status !== 'PROCESSING')
    throw new AppError('INVALID_REQUEST', 'admin.reconciliation.refundNotOpen');
  const status = await recordRefundAnswer(deps, refund.id, { done: true }, { firstAsk: false }, line.at);
  if (status !== 'SUCCEEDED') throw new AppError('INVALID_REQUEST', 'admin.reconciliation.refundNotOpen');
  return 'done';
}

/**
 * Settles one difference of a provider's day (对账差异处理). The bill is fetched again and the
 * difference found in it by its key: nothing of the amount or the order comes from the browser.
 * A credit or a refund goes through the ledger first (both idempotent, so a race settles once); the
 * settlement row (one per difference, by the database) and the audit row commit together.
 */
export async function settleDifference(
  deps: SettleDeps,
  actor: Actor,
  input: TSettlementInput,
): Promise<{ outcome: string }> {
  const { db } = deps.database;
  const query = { provider: input.provider, date: input.date };
  if (await isSettled(db, input.provider, input.date, input.difference)) throw alreadySettled();
  const { bill, differences } = await compareDay({ db, payments: deps.payments }, query);
  const difference = differences.find((d) => differenceKey(d) === input.difference);
  if (!difference) throw new AppError('NOT_FOUND', 'admin.reconciliation.noSuchDifference');
  if (!settlementActionsFor(difference).includes(input.action))
    throw new AppError('INVALID_REQUEST', 'admin.reconciliation.actionNotFor', { field: 'action' });
  const line = bill?.find((candidate) => billLineKey(candidate) === input.difference);
  let outcome = '';
  if (input.action === 'credit' && line) outcome = await creditFromBill(deps, input.provider, line);
  else if (input.action === 'refund' && line)
    outcome = await confirmRefundFromBill(deps, input.provider, line);
  await db.transaction(async (tx) => {
    const id = await insertSettlement(tx, {
      provider: input.provider,
      billDate: input.date,
      differenceKey: input.difference,
      kind: difference.kind,
      action: input.action,
      outcome,
      note: input.note,
      staffId: actor.staffId,
    });
    if (id === null) throw alreadySettled();
    await recordAudit(tx, actor, {
      action: 'reconciliation.settle',
      targetType: 'reconciliation_settlement',
      targetId: id,
      after: auditOf(input, difference, outcome),
    });
  });
  return { outcome };
}

function auditOf(input: TSettlementInput, difference: TDifference, outcome: string) {
  const amountFen = difference.billFen ?? difference.oursFen;
  return {
    date: input.date,
    provider: input.provider,
    billNo: difference.billNo,
    differenceKind: difference.kind,
    amount: amountFen === null ? null : fenToYuan(amountFen),
    settlement: input.action,
    ...(outcome ? { outcome } : {}),
    ...(input.note ? { note: input.note } : {}),
  };
}
