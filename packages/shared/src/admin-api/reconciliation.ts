import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { formatFen } from '../money/money.ts';

/**
 * Reconciliation (对账, issue 21): one provider's bill of one Asia/Shanghai day against our
 * payments of that day. Payments are matched by our order number, refunds by our refund number.
 * Money is fen here (the comparison is pure and table-tested); the answer on the wire is yuan.
 */

/** The providers with a daily bill. */
export const RECONCILIATION_PROVIDERS = ['sandbox', 'wechat-pay', 'alipay'] as const;
export type TReconciliationProvider = (typeof RECONCILIATION_PROVIDERS)[number];

/** A bill's day, YYYY-MM-DD, a real calendar day. */
export const zBillDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  });

/** Without a provider: the first one this installation runs (real ones before the sandbox). */
export const ZReconciliationQuery = z.object({
  date: zBillDate,
  provider: z.enum(RECONCILIATION_PROVIDERS).optional(),
});
export type TReconciliationQuery = z.output<typeof ZReconciliationQuery>;

/** What a line says of its money: a payment kept, a payment since refunded (wholly or in part), closed. */
export type TBillLineStatus = 'paid' | 'refunded' | 'closed';

/** A line of our side or of the provider's bill, in one shape. */
export type TReconcileLine = {
  billNo: string;
  tradeNo: string;
  amountFen: number;
  kind: 'payment' | 'refund';
  refundNo?: string;
  status: TBillLineStatus;
};

export const DIFFERENCE_KINDS = ['missing', 'extra', 'amount', 'status'] as const;
export type TDifferenceKind = (typeof DIFFERENCE_KINDS)[number];

export type TDifference = {
  kind: TDifferenceKind;
  line: 'payment' | 'refund';
  billNo: string;
  tradeNo: string;
  refundNo: string;
  oursFen: number | null;
  billFen: number | null;
  oursStatus: TBillLineStatus | null;
  billStatus: TBillLineStatus | null;
};

/** A line's key within its bill (differenceKey, of a difference, is the same). */
export const billLineKey = (line: Pick<TReconcileLine, 'kind' | 'billNo' | 'refundNo' | 'tradeNo'>) =>
  line.kind === 'payment' ? `p:${line.billNo}` : `r:${line.refundNo || line.tradeNo}`;

/**
 * Every difference between our side and the bill: a line only the bill has (missing from ours), a
 * line only we have (extra), the same line with another amount, or a payment one side reports as
 * refunded and the other as kept. Lines that agree give nothing. Ordered as the bill, then ours.
 */
export function compareBill(ours: readonly TReconcileLine[], bill: readonly TReconcileLine[]): TDifference[] {
  const ourByKey = new Map(ours.map((line) => [billLineKey(line), line]));
  const billKeys = new Set<string>();
  const differences: TDifference[] = [];
  const make = (
    kind: TDifferenceKind,
    our: TReconcileLine | undefined,
    their: TReconcileLine | undefined,
  ): TDifference => {
    const any = (their ?? our) as TReconcileLine;
    return {
      kind,
      line: any.kind,
      billNo: any.billNo,
      tradeNo: their?.tradeNo || our?.tradeNo || '',
      refundNo: any.refundNo ?? '',
      oursFen: our ? our.amountFen : null,
      billFen: their ? their.amountFen : null,
      oursStatus: our ? our.status : null,
      billStatus: their ? their.status : null,
    };
  };
  for (const line of bill) {
    const key = billLineKey(line);
    billKeys.add(key);
    const our = ourByKey.get(key);
    if (!our) differences.push(make('missing', undefined, line));
    else if (our.amountFen !== line.amountFen) differences.push(make('amount', our, line));
    else if (our.status !== line.status) differences.push(make('status', our, line));
  }
  for (const line of ours)
    if (!billKeys.has(billLineKey(line))) differences.push(make('extra', line, undefined));
  return differences;
}

/** The sum of the lines: payments in, refunds out. */
export function billTotals(lines: readonly TReconcileLine[]): {
  payments: number;
  paymentFen: number;
  refunds: number;
  refundFen: number;
} {
  const totals = { payments: 0, paymentFen: 0, refunds: 0, refundFen: 0 };
  for (const line of lines) {
    if (line.kind === 'payment') {
      totals.payments += 1;
      totals.paymentFen += line.amountFen;
    } else {
      totals.refunds += 1;
      totals.refundFen += line.amountFen;
    }
  }
  return totals;
}

type Words = Record<Language, string>;
const STATUS_WORDS: Readonly<Record<TBillLineStatus, Words>> = {
  paid: { zh_CN: '已支付', English: 'paid' },
  refunded: { zh_CN: '已退款', English: 'refunded' },
  closed: { zh_CN: '已关闭', English: 'closed' },
};

/** What finance reads of a difference, and what to do about it; amounts as yuan, no codes. */
export function differenceWords(d: TDifference, language: Language): { description: string; action: string } {
  const zh = language === 'zh_CN';
  const what = d.line === 'payment' ? (zh ? '支付' : 'payment') : zh ? '退款' : 'refund';
  const ours = d.oursFen === null ? '' : formatFen(d.oursFen);
  const theirs = d.billFen === null ? '' : formatFen(d.billFen);
  const status = (s: TBillLineStatus | null) => (s ? STATUS_WORDS[s][language] : '');
  switch (d.kind) {
    case 'missing':
      return zh
        ? {
            description: `支付机构账单有这笔${what}（${theirs} 元），我们没有记录`,
            action:
              d.line === 'payment'
                ? '核实后按支付机构的交易号为订单补记这笔支付（与对账任务补记的方式相同）'
                : '核实这笔退款是谁发起的，并在订单中补记或向支付机构追回',
          }
        : {
            description: `The provider's bill has this ${what} (¥${theirs}) and we have no record of it`,
            action:
              d.line === 'payment'
                ? "After checking, record the payment on the order by the provider's transaction number (as the reconciler does)"
                : 'Find out who made this refund, then record it on the order or ask the provider to reverse it',
          };
    case 'extra':
      return zh
        ? {
            description: `我们记录了这笔${what}（${ours} 元），支付机构账单中没有`,
            action: '向支付机构核实这笔交易；若支付机构确无此交易，将订单交由管理员处理',
          }
        : {
            description: `We recorded this ${what} (¥${ours}) and the provider's bill does not have it`,
            action:
              'Check the transaction with the provider; if it really has none, hand the order to an administrator',
          };
    case 'amount':
      return zh
        ? {
            description: `${what}金额不一致：我们记录 ${ours} 元，支付机构账单 ${theirs} 元`,
            action: '以支付机构的交易记录为准核实金额，并联系管理员更正订单',
          }
        : {
            description: `The ${what} amounts differ: we recorded ¥${ours}, the provider's bill says ¥${theirs}`,
            action:
              "Check the amount against the provider's transaction and ask an administrator to correct the order",
          };
    case 'status':
      return zh
        ? {
            description: `${what}状态不一致：我们记录为${status(d.oursStatus)}，支付机构账单为${status(d.billStatus)}`,
            action: '向支付机构核实是否有退款，并核对订单的退款记录',
          }
        : {
            description: `The ${what} states differ: ours is ${status(d.oursStatus)}, the provider's bill says ${status(d.billStatus)}`,
            action: "Check with the provider whether it was refunded, and compare with the order's refunds",
          };
  }
}

/** One difference on the wire: yuan, and words for finance. */
export type TReconciliationDifference = {
  /** Its key within the bill, which a settlement names. */
  key: string;
  kind: TDifferenceKind;
  billNo: string;
  tradeNo: string;
  ours: number | null;
  bill: number | null;
  description: string;
  action: string;
  /** What finance may do here (reconciliation-settle.ts); empty once settled. */
  actions: Array<'credit' | 'refund' | 'note'>;
  settled: boolean;
};

export type TReconciliationSide = {
  payments: number;
  paymentAmount: number;
  refunds: number;
  refundAmount: number;
};

/** One order the every-minute reconciler settled after asking the provider. */
export type TReconcilerResult = {
  billNo: string;
  amount: number | null;
  /** What came of it, in words. */
  outcome: string;
  at: string;
};

/** One settlement of a day's bill, as the console shows it (reconciliation-settle.ts). */
export type TSettlement = {
  difference: string;
  billNo: string;
  /** What was done and what came of it, in words. */
  action: string;
  outcome: string;
  note: string;
  staff: string;
  at: string;
};

export type TReconciliation = {
  date: string;
  provider: TReconciliationProvider;
  /** The providers with a daily bill this installation runs, for the picker. */
  providers: TReconciliationProvider[];
  /** False when the provider gives no daily bill: only our side and the reconciler's results. */
  billAvailable: boolean;
  /**
   * The day is today or later in Beijing: providers make a day's bill the next morning, so there is
   * none to compare yet (and nothing to settle).
   */
  billNotReady: boolean;
  ours: TReconciliationSide;
  bill: TReconciliationSide | null;
  differences: TReconciliationDifference[];
  /** How finance settled this day's differences, oldest first (a credited one no longer differs). */
  settlements: TSettlement[];
  reconciler: TReconcilerResult[];
};

const OUTCOME_WORDS: Readonly<Record<string, Words>> = {
  credited: { zh_CN: '已补记入账', English: 'Recorded and counted' },
  already: { zh_CN: '已入账过，未重复入账', English: 'Already counted; not counted again' },
  amountMismatch: {
    zh_CN: '金额不符，未入账，需人工处理',
    English: 'Amount differs; not counted, needs a person',
  },
  notFound: { zh_CN: '未找到订单', English: 'Order not found' },
  duplicate: { zh_CN: '重复支付，将原路退回', English: 'Second payment; it goes back' },
  refunded: {
    zh_CN: '座位或图书已被他人认捐，将原路退回',
    English: 'The seat or book was taken meanwhile; it goes back',
  },
};

/** What the every-minute reconciler made of a payment it found by asking the provider, in words. */
export function reconcilerOutcomeWords(result: string, language: Language): string {
  const words = Object.hasOwn(OUTCOME_WORDS, result) ? OUTCOME_WORDS[result] : undefined;
  return words ? words[language] : language === 'zh_CN' ? '其他' : 'Other';
}
