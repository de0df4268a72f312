import { z } from 'zod';
import { yuanToFen } from '../money/money.ts';
import { ZAdminPage } from './paging.ts';

/**
 * A refund's life (the console's refunds, not the late-payment refunds an order owes by itself):
 *
 *   AWAITING_APPROVAL ──approve──▶ PROCESSING ──provider done──▶ SUCCEEDED
 *          │                           │
 *          └──reject──▶ REJECTED       └──provider refused──▶ FAILED
 *
 * A refund at or under the approval threshold starts in PROCESSING. PROCESSING means the provider
 * has been (or is being) asked; a provider that answers "processing", or does not answer, leaves
 * it there until the reconciler asks again with the same refund number. Only PROCESSING →
 * SUCCEEDED moves money in our books, once.
 */
export const REFUND_STATUSES = [
  'AWAITING_APPROVAL',
  'REJECTED',
  'PROCESSING',
  'SUCCEEDED',
  'FAILED',
] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

const REFUND_MOVES: Readonly<Record<TRefundStatus, readonly TRefundStatus[]>> = {
  AWAITING_APPROVAL: ['PROCESSING', 'REJECTED'],
  PROCESSING: ['SUCCEEDED', 'FAILED'],
  REJECTED: [],
  SUCCEEDED: [],
  FAILED: [],
};

export function canMoveRefund(from: TRefundStatus, to: TRefundStatus): boolean {
  return REFUND_MOVES[from].includes(to);
}

/** Refunds that still hold part of an order's money: while one is open no other may start. */
export const OPEN_REFUND_STATUSES = [
  'AWAITING_APPROVAL',
  'PROCESSING',
] as const satisfies readonly TRefundStatus[];

export function isRefundStatus(value: unknown): value is TRefundStatus {
  return typeof value === 'string' && (REFUND_STATUSES as readonly string[]).includes(value);
}

export const REFUND_REASON_MAX = 200;

const MAX_REFUND_YUAN = Math.floor(Number.MAX_SAFE_INTEGER / 100);

/** Why a typed refund amount cannot be asked for, before anyone looks at the order. */
export type TRefundAmountProblem = 'missing' | 'notNumber' | 'positive' | 'decimals' | 'tooMuch';

/**
 * The refund amount's rules, for the console's field and the server alike: yuan, more than 0, at
 * most two decimals, and — when the order's refundable amount is known — no more than that. Nothing
 * is rounded or clamped: a wrong amount is refused as typed.
 */
export function refundAmountProblem(value: unknown, refundableYuan?: number): TRefundAmountProblem | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return 'missing';
  }
  if (typeof value !== 'number' && typeof value !== 'string') return 'notNumber';
  const yuan = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(yuan)) return 'notNumber';
  if (yuan <= 0) return 'positive';
  // More fen than a safe integer holds is more than any order holds.
  if (yuan > MAX_REFUND_YUAN) return 'tooMuch';
  if (yuanToFen(value) === null) return /\.\d{3,}$/.test(String(value).trim()) ? 'decimals' : 'notNumber';
  if (refundableYuan !== undefined && yuan > refundableYuan) return 'tooMuch';
  return null;
}

/** The server's message for each problem; the order's own limit is checked by the ledger. */
const REFUND_AMOUNT_MESSAGES: Record<Exclude<TRefundAmountProblem, 'missing'>, string> = {
  notNumber: 'admin.refund.amountNotNumber',
  positive: 'admin.refund.amountPositive',
  decimals: 'admin.refund.amountDecimals',
  tooMuch: 'admin.refund.amountTooLarge',
};

/**
 * A refund amount in yuan, parsed to fen. No upper bound of its own: any amount over what the
 * order still holds is refused by the ledger with that limit (admin.refund.tooMuch).
 */
const zRefundAmount = z.union([z.number(), z.string()]).transform((value, context) => {
  const problem = refundAmountProblem(value);
  const fen = problem ? null : yuanToFen(value);
  if (fen === null) {
    const key = problem && problem !== 'missing' ? problem : 'notNumber';
    context.addIssue({ code: 'custom', message: REFUND_AMOUNT_MESSAGES[key] });
    return z.NEVER;
  }
  return fen;
});

/** POST /orders/:billNo/refunds: an amount in yuan (> 0, at most what is refundable) and a reason. */
export const ZRefundRequest = z.object({
  amount: zRefundAmount,
  reason: z.string().trim().min(1, 'reason').max(REFUND_REASON_MAX, 'reason'),
  /**
   * Made once when the refund dialog opens (e.g. crypto.randomUUID()) and sent with every submit
   * of it: a double click or a retried request answers the refund already made instead of a second.
   */
  requestKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey')
    .optional(),
});
export type TRefundRequest = z.input<typeof ZRefundRequest>;

/** POST /refunds/:id/reject: why (the requester sees it). */
export const ZRefundDecision = z.object({
  reason: z.string().trim().max(REFUND_REASON_MAX, 'reason').default(''),
});
export type TRefundDecision = z.input<typeof ZRefundDecision>;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZRefundQuery = ZAdminPage.extend({
  status: z.preprocess(emptyToUndefined, z.enum(REFUND_STATUSES).optional()),
  billNo: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
});
export type TRefundQuery = z.input<typeof ZRefundQuery>;

/** A refund as the console lists it (money in yuan). */
export type TRefundRow = {
  id: number;
  billNo: string;
  itemsId: number;
  itemsName: string;
  /** The order's amount paid, and this refund's. */
  orderMoney: number;
  amount: number;
  reason: string;
  status: TRefundStatus;
  /** The number the provider knows this refund by. */
  refundNo: string;
  requestedBy: string;
  decidedBy: string;
  decisionNote: string;
  failureReason: string;
  createdAt: string;
  completedAt: string;
};
