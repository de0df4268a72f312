import {
  billTotals,
  compareBill,
  differenceWords,
  RECONCILIATION_PROVIDERS,
  reconcilerOutcomeWords,
  type TDifference,
  type TReconcileLine,
  type TReconciliation,
  type TReconciliationProvider,
  type TReconciliationQuery,
  type TReconciliationSide,
} from '@alma/shared/admin-api/reconciliation';
import {
  differenceKey,
  settlementActionsFor,
  settlementActionWords,
  settlementOutcomeWords,
  type TSettlementAction,
} from '@alma/shared/admin-api/reconciliation-settle';
import { toWireDate, trimWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import type { TradeBillLine } from '../../integrations/payments/payment-provider.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { ourLinesOfDay, recentReconcilerResults } from './repository.ts';
import { settlementsOfDay } from './settlement-repository.ts';

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
async function billOf(tradeBill: (date: string) => Promise<TradeBillLine[]>, date: string) {
  try {
    return await tradeBill(date);
  } catch (cause) {
    const error = new AppError('INTERNAL', 'pay.providerFailed');
    error.cause = cause;
    throw error;
  }
}

/** The providers with a bill that run here, the real ones first: what the screen offers and opens on. */
function runningProviders(payments: PaymentProviders): TReconciliationProvider[] {
  const running = RECONCILIATION_PROVIDERS.filter((name) => payments.byName(name)?.tradeBill);
  return [...running.filter((name) => name !== 'sandbox'), ...running.filter((name) => name === 'sandbox')];
}

export type DayComparison = {
  ours: TradeBillLine[];
  /** Null when the provider gives no daily bill. */
  bill: TradeBillLine[] | null;
  differences: TDifference[];
};

/** One provider's bill of one day against our payments of that day, as lines and differences. */
/** True when `date` is today or later in Beijing: the provider has not made its bill yet. */
export function billNotReady(date: string, now = new Date()): boolean {
  return date >= trimWireDate(toWireDate(now), 10);
}

export async function compareDay(
  deps: { db: Db; payments: PaymentProviders },
  query: { date: string; provider: TReconciliationProvider },
): Promise<DayComparison> {
  const ours = await ourLinesOfDay(deps.db, query.provider, query.date);
  const provider = deps.payments.byName(query.provider);
  const bill =
    provider?.tradeBill && !billNotReady(query.date)
      ? await billOf(provider.tradeBill.bind(provider), query.date)
      : null;
  return { ours, bill, differences: bill ? compareBill(ours, bill) : [] };
}

/**
 * A provider's bill of one day against our payments of that day (对账): both sides' totals, every
 * difference in words with what finance should do and whether it was settled, the day's
 * settlements, and the every-minute reconciler's latest findings. Reading changes nothing:
 * settling is a person's decision (settle-service.ts).
 */
export async function reconciliation(
  deps: { db: Db; payments: PaymentProviders },
  query: TReconciliationQuery,
  language: Language,
): Promise<TReconciliation> {
  const providers = runningProviders(deps.payments);
  const provider = query.provider ?? providers[0] ?? RECONCILIATION_PROVIDERS[0];
  const { ours, bill, differences } = await compareDay(deps, { date: query.date, provider });
  const settlements = await settlementsOfDay(deps.db, provider, query.date);
  const settled = new Set(settlements.map((row) => row.differenceKey));
  const results = await recentReconcilerResults(deps.db, provider);
  return {
    date: query.date,
    provider,
    providers,
    billAvailable: bill !== null,
    billNotReady: billNotReady(query.date),
    ours: side(ours),
    bill: bill ? side(bill) : null,
    differences: differences.map((difference) => {
      const key = differenceKey(difference);
      return {
        key,
        kind: difference.kind,
        billNo: difference.billNo,
        tradeNo: difference.tradeNo,
        ours: difference.oursFen === null ? null : fenToYuan(difference.oursFen),
        bill: difference.billFen === null ? null : fenToYuan(difference.billFen),
        ...differenceWords(difference, language),
        actions: settled.has(key) ? [] : settlementActionsFor(difference),
        settled: settled.has(key),
      };
    }),
    settlements: settlements.map((row) => ({
      difference: row.differenceKey,
      billNo: row.differenceKey.slice(2),
      action: settlementActionWords(row.action as TSettlementAction, language),
      outcome: settlementOutcomeWords(row.outcome, language),
      note: row.note,
      staff: row.staffName || row.staffUsername,
      at: toWireDate(row.createdAt) ?? '',
    })),
    reconciler: results.map((row) => ({
      billNo: row.billNo,
      amount: row.amountFen === null ? null : fenToYuan(row.amountFen),
      outcome: reconcilerOutcomeWords(row.result, language),
      at: toWireDate(row.createdAt) ?? '',
    })),
  };
}
