import { z } from 'zod';
import { zYuanAsFen } from './money-field.ts';
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

/** POST /orders/:billNo/refunds: an amount in yuan (> 0, at most what is refundable) and a reason. */
export const ZRefundRequest = z.object({
  amount: zYuanAsFen.refine((fen) => fen > 0, 'amount'),
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
