import {
  billTotals,
  compareBill,
  differenceWords,
  reconcilerOutcomeWords,
  type TReconcileLine,
  type TReconciliation,
  type TReconciliationQuery,
  type TReconciliationSide,
} from '@alma/shared/admin-api/reconciliation';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { ourLinesOfDay, recentReconcilerResults } from './repository.ts';

const side = (lines: readonly TReconcileLine[]): TReconciliationSide => {
  const totals = billTotals(lines);
  return {
    payments: totals.payments,
    paymentAmount: fenToYuan(totals.paymentFen),
    refunds: totals.refunds,
    refundAmount: fenToYuan(totals.refundFen),
  };
};

/** The provider's bill; when it cannot give it, finance is told the service is unavailable, not why. */
async function billOf(tradeBill: (date: string) => Promise<TReconcileLine[]>, date: string) {
  try {
    return await tradeBill(date);
  } catch (cause) {
    const error = new AppError('INTERNAL', 'pay.providerFailed');
    error.cause = cause;
    throw error;
  }
}

/**
 * A provider's bill of one day against our payments of that day (对账): both sides' totals, every
 * difference in words with what finance should do, and the every-minute reconciler's latest
 * findings. Read only: settling a difference is a person's decision, made elsewhere.
 */
export async function reconciliation(
  deps: { db: Db; payments: PaymentProviders },
  query: TReconciliationQuery,
  language: Language,
): Promise<TReconciliation> {
  const ours = await ourLinesOfDay(deps.db, query.provider, query.date);
  const provider = deps.payments.byName(query.provider);
  const bill = provider?.tradeBill ? await billOf(provider.tradeBill.bind(provider), query.date) : null;
  const results = await recentReconcilerResults(deps.db, query.provider);
  return {
    date: query.date,
    provider: query.provider,
    billAvailable: bill !== null,
    ours: side(ours),
    bill: bill ? side(bill) : null,
    differences: bill
      ? compareBill(ours, bill).map((difference) => ({
          kind: difference.kind,
          billNo: difference.billNo,
          tradeNo: difference.tradeNo,
          ours: difference.oursFen === null ? null : fenToYuan(difference.oursFen),
          bill: difference.billFen === null ? null : fenToYuan(difference.billFen),
          ...differenceWords(difference, language),
        }))
      : [],
    reconciler: results.map((row) => ({
      billNo: row.billNo,
      amount: row.amountFen === null ? null : fenToYuan(row.amountFen),
      outcome: reconcilerOutcomeWords(row.result, language),
      at: toWireDate(row.createdAt) ?? '',
    })),
  };
}
