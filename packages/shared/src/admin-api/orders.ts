import { z } from 'zod';
import { ORDER_STATUSES, type TOrderStatus } from '../orders/order-status.ts';
import { ZAdminPage } from './paging.ts';
import type { TRefundRow } from './refunds.ts';

/** Which of an order's times a date range filters on. */
export const ORDER_DATE_FIELDS = ['created', 'paid'] as const;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const zOptionalPositive = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().positive().max(2_147_483_647).optional(),
);

/** A Shanghai calendar day, `YYYY-MM-DD`, that exists. */
const zDay = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    })
    .optional(),
);

/** The longest search text (a bill number is 26 characters; a name or a mobile is shorter). */
export const ORDER_SEARCH_MAX = 50;

/**
 * What the orders table, its export and the console's address bar share: a project, a status, a
 * pay type, a range of Shanghai days (inclusive) on the created or paid time, an exact bill number,
 * a donor, and the search box (`q`: an exact bill number, part of the donor's name — the one on the
 * order, the account's real name or nickname — or the donor's mobile, found through its lookup
 * hash). An empty value means "any".
 */
export const ZOrderFilterFields = z.object({
  itemsId: zOptionalPositive,
  status: z.preprocess(emptyToUndefined, z.enum(ORDER_STATUSES).optional()),
  payType: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(99).optional()),
  dateField: z.preprocess(emptyToUndefined, z.enum(ORDER_DATE_FIELDS).default('created')),
  from: zDay,
  to: zDay,
  billNo: z.preprocess(emptyToUndefined, z.string().trim().max(64).optional()),
  userId: zOptionalPositive,
  q: z.preprocess(
    (value) => emptyToUndefined(typeof value === 'string' ? value.trim() : value),
    z.string().max(ORDER_SEARCH_MAX).optional(),
  ),
});

/** The range must not end before it starts; the message names `to`. */
export const orderRangeIsOrdered = (filter: { from?: string | undefined; to?: string | undefined }) =>
  !filter.from || !filter.to || filter.from <= filter.to;

export const ZOrderFilter = ZOrderFilterFields.refine(orderRangeIsOrdered, { path: ['to'], message: 'to' });
export type TOrderFilter = z.output<typeof ZOrderFilter>;

/**
 * How the table is ordered: by 下单时间, newest first unless staff turned the column's sorter.
 * The export keeps its own order (newest first by id, which it pages by).
 */
export const ORDER_SORTS = ['createdDesc', 'createdAsc'] as const;
export type TOrderSort = (typeof ORDER_SORTS)[number];
export const ZOrderSort = z.preprocess(emptyToUndefined, z.enum(ORDER_SORTS).default('createdDesc'));

export const ZOrderQuery = ZAdminPage.extend(ZOrderFilterFields.shape)
  .extend({ sort: ZOrderSort })
  .refine(orderRangeIsOrdered, { path: ['to'], message: 'to' });
export type TOrderQuery = z.input<typeof ZOrderQuery>;

/** One row of the orders table. Money is yuan; `money` is what the order still holds. */
export type TOrderRow = {
  billNo: string;
  status: TOrderStatus;
  itemsId: number;
  itemsName: string;
  subItemsName: string;
  userId: number;
  /** The name the directories show (already the anonymous label when the donor asked). */
  donorName: string;
  nickname: string;
  payType: number;
  /** Paid, refunded, and what is left (paid − refunded). */
  paidMoney: number;
  refundedMoney: number;
  money: number;
  materialNumber: number;
  createdAt: string;
  paidAt: string;
};

/** What is written in payment_events; the console shows each with its words. */
export const PAYMENT_EVENT_KINDS = [
  'payment.notification',
  'payment.query',
  'payment.charge',
  'payment.transfer',
  'payment.offline',
  'payment.bill',
  'refund.requested',
  'refund.approved',
  'refund.rejected',
  'refund.processing',
  'refund.succeeded',
  'refund.failed',
  'refund.owed',
  'refund.sent',
] as const;
export type TPaymentEventKind = (typeof PAYMENT_EVENT_KINDS)[number];

export type TPaymentEvent = {
  id: number;
  kind: TPaymentEventKind;
  /** The provider (sandbox, wechat-pay, alipay, campus-card), or `staff` for a console action. */
  source: string;
  /** What came of it: credited, already, amountMismatch, refunded… or a refund's state. */
  result: string;
  /** Yuan, or null when the event carries no amount. */
  amount: number | null;
  /** A provider's transaction or refund number; never a whole payload. */
  reference: string;
  /** A short reason (a refusal's code and words, a staff member's reason). */
  detail: string;
  refundId: number | null;
  staffUsername: string;
  createdAt: string;
};

/** One kept value of the donation form, with the label the form showed (fieldShowName). */
export type TOrderFormField = { name: string; label: string; value: string };

/**
 * The kept form data of an order: donation info (the form's own fields), certificate, receipt and
 * mailing, each as labelled text. Masked in GET /orders/:billNo; whole only from the audited reveal.
 */
export type TOrderFormData = {
  fields: TOrderFormField[];
  certificate: TOrderFormField[];
  receipt: TOrderFormField[];
  postal: TOrderFormField[];
};

/** What a naming order named (or held, or let go of). */
export type TOrderNamingObject = { label: string; quantity: number; state: string; namedUntil: string };

export type TOrderDetail = TOrderRow & {
  provider: string;
  providerTradeNo: string;
  crowdType: number;
  namingType: number;
  isAnonymous: boolean;
  subItemsId: number | null;
  /** 138****5678, or ''. */
  donorMobile: string;
  donorRealName: string;
  fundraiser: { id: number; sponsor: string; slogan: string } | null;
  namingObjects: TOrderNamingObject[];
  closedAt: string;
  refundedAt: string;
  /** Yuan that may still be refunded now (0 when not PAID or while a refund is under way). */
  refundable: number;
  /** Null when the order keeps no form data (anonymous, or a form that asked nothing). */
  formData: TOrderFormData | null;
  events: TPaymentEvent[];
  /** The console's refunds of this order, newest first. */
  refunds: TRefundRow[];
  /** The donation agreement this order pays (issue 23), or null. */
  agreement: { id: number; agreementNo: string; status: string } | null;
};

export const ZOrderParams = z.object({ billNo: z.string().trim().min(1).max(64) });
