import { z } from 'zod';
import type { Language } from '../i18n/language.ts';
import { RECONCILIATION_PROVIDERS, type TDifference, zBillDate } from './reconciliation.ts';

export type { TSettlement } from './reconciliation.ts';

/**
 * Settling a reconciliation difference (对账差异处理, issue 21): finance credits a payment the bill
 * shows and we never heard of (through the ledger, as a notification would), confirms a refund the
 * bill shows done, or — for everything else, after checking with the provider — records what was
 * found and done. Each difference of a bill is settled once; each settlement is audited.
 */

export const SETTLEMENT_ACTIONS = ['credit', 'refund', 'note'] as const;
export type TSettlementAction = (typeof SETTLEMENT_ACTIONS)[number];

/** The shortest note that says something (a settlement by note is the note). */
export const SETTLEMENT_NOTE_MIN = 2;
export const SETTLEMENT_NOTE_MAX = 500;

/** A difference's key within its bill: the payment's order number, or the refund's number. */
export function differenceKey(d: Pick<TDifference, 'line' | 'billNo' | 'refundNo' | 'tradeNo'>): string {
  return d.line === 'payment' ? `p:${d.billNo}` : `r:${d.refundNo || d.tradeNo}`;
}

/** What may settle a difference: a missing payment is credited, a missing refund confirmed; any is noted. */
export function settlementActionsFor(d: Pick<TDifference, 'kind' | 'line'>): TSettlementAction[] {
  if (d.kind === 'missing') return d.line === 'payment' ? ['credit', 'note'] : ['refund', 'note'];
  return ['note'];
}

export const ZSettlementInput = z
  .object({
    date: zBillDate,
    provider: z.enum(RECONCILIATION_PROVIDERS),
    difference: z.string().trim().min(3).max(80),
    action: z.enum(SETTLEMENT_ACTIONS),
    note: z.string().trim().max(SETTLEMENT_NOTE_MAX).default(''),
  })
  .superRefine((input, ctx) => {
    if (input.action === 'note' && input.note.length < SETTLEMENT_NOTE_MIN) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'string',
        minimum: SETTLEMENT_NOTE_MIN,
        inclusive: true,
        path: ['note'],
        message: 'too small',
      });
    }
  });
export type TSettlementInput = z.output<typeof ZSettlementInput>;

type Words = Record<Language, string>;
const ACTION_WORDS: Readonly<Record<TSettlementAction, Words>> = {
  credit: { zh_CN: '按账单补记支付', English: 'Recorded the payment from the bill' },
  refund: { zh_CN: '按账单确认退款', English: 'Confirmed the refund from the bill' },
  note: { zh_CN: '已核实并记录说明', English: 'Checked, with a note' },
};

/** What a settlement did, in words. */
export const settlementActionWords = (action: TSettlementAction, language: Language): string =>
  ACTION_WORDS[action][language];

const OUTCOME_WORDS: Readonly<Record<string, Words>> = {
  credited: { zh_CN: '已入账，项目和捐赠人总额已更新', English: 'Counted; project and donor totals updated' },
  already: { zh_CN: '订单此前已入账，未重复入账', English: 'Already counted; not counted again' },
  duplicate: {
    zh_CN: '同一订单的重复支付，将原路退回',
    English: 'A second payment of the order; it goes back',
  },
  refunded: {
    zh_CN: '座位或图书已被他人认捐，将原路退回',
    English: 'The seat or book was taken meanwhile; it goes back',
  },
  done: { zh_CN: '退款已确认，订单金额已更新', English: 'Refund confirmed; the order updated' },
};

/** What the ledger made of a settlement, in words ('' for a note). */
export function settlementOutcomeWords(outcome: string, language: Language): string {
  const words = Object.hasOwn(OUTCOME_WORDS, outcome) ? OUTCOME_WORDS[outcome] : undefined;
  return words ? words[language] : '';
}
