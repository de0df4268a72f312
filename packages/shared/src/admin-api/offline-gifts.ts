import { z } from 'zod';
import { MAX_DONATION_FEN, yuanToFen } from '../money/money.ts';
import { RECEIPT_DONOR, RECEIPT_TYPE, RECEIPT_WAY } from '../validation/donation-details.ts';
import { ZAdminPage } from './paging.ts';
import { zDay, zImageUrl } from './project-fields.ts';

/**
 * 线下捐赠 (issue 21): a gift finance received outside the app — a bank transfer (对公转账), cash, a
 * cheque — recorded in the console and made a paid order by the ledger, with pay type 90.
 */
export const OFFLINE_METHODS = ['bank_transfer', 'cash', 'cheque', 'other'] as const;
export type TOfflineMethod = (typeof OFFLINE_METHODS)[number];

/** Methods whose money always carries a reference (a bank serial number, a cheque's number). */
export const METHODS_WITH_REFERENCE: readonly TOfflineMethod[] = ['bank_transfer', 'cheque'];

export const OFFLINE_REFERENCE_MAX = 64;
export const OFFLINE_NOTE_MAX = 200;
export const OFFLINE_PAYER_MAX = 60;
export const OFFLINE_DONOR_NAME_MAX = 30;

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A gift's amount in yuan, parsed to fen: more than 0, at most two decimals, at most the single-gift
 * limit (doc 2 §9). Refused as typed, never rounded; the message names the field and the limit.
 */
export const zGiftAmountFen = z.union([z.number(), z.string()]).transform((value, context) => {
  const fen = yuanToFen(value);
  if (fen === 0) {
    context.addIssue({ code: 'custom', message: 'positive' });
    return z.NEVER;
  }
  if (fen === null || fen > MAX_DONATION_FEN) {
    context.addIssue({ code: 'custom', message: 'amount', params: { maxYuan: MAX_DONATION_FEN / 100 } });
    return z.NEVER;
  }
  return fen;
});

/** The receipt finance asked for (开具票据): the same details a donor gives on the form. */
export const ZOfflineReceipt = z
  .object({
    receiptDonorType: z.enum([RECEIPT_DONOR.personal, RECEIPT_DONOR.enterprise]),
    receiptDonorName: z.string().trim().min(1).max(60),
    creditCode: z.string().trim().max(30).default(''),
    receiptType: z.enum([RECEIPT_TYPE.paper, RECEIPT_TYPE.electronic]),
    receiptWay: z.enum([RECEIPT_WAY.pickup, RECEIPT_WAY.email, RECEIPT_WAY.sms]),
    postalEmail: z.string().trim().max(100).default(''),
    postalMobileSms: z.string().trim().max(20).default(''),
  })
  .refine((r) => r.receiptDonorType !== RECEIPT_DONOR.enterprise || r.creditCode !== '', {
    path: ['creditCode'],
    message: 'creditCode',
  })
  .refine(
    (r) =>
      r.receiptType === RECEIPT_TYPE.paper
        ? r.receiptWay === RECEIPT_WAY.pickup
        : r.receiptWay !== RECEIPT_WAY.pickup,
    { path: ['receiptWay'], message: 'receiptWay' },
  )
  .refine((r) => r.receiptWay !== RECEIPT_WAY.email || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(r.postalEmail), {
    path: ['postalEmail'],
    message: 'postalEmail',
  })
  .refine((r) => r.receiptWay !== RECEIPT_WAY.sms || r.postalMobileSms !== '', {
    path: ['postalMobileSms'],
    message: 'postalMobileSms',
  });
export type TOfflineReceipt = z.input<typeof ZOfflineReceipt>;

/** One gift as recorded: the money, how it came, the donor (an existing one by id, or a new one). */
const giftFields = {
  itemsId: z.coerce.number().int().positive(),
  subItemsId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  amount: zGiftAmountFen,
  method: z.enum(OFFLINE_METHODS),
  receivedOn: zDay,
  payerName: z.string().trim().min(1).max(OFFLINE_PAYER_MAX),
  reference: z.string().trim().max(OFFLINE_REFERENCE_MAX).default(''),
  note: z.string().trim().max(OFFLINE_NOTE_MAX).default(''),
  voucherUrl: z.preprocess(emptyToUndefined, zImageUrl.optional()),
  /** An existing donor (found through the donor search)… */
  userId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  /** …or a new one: a name, and a mobile that finds the donor who already has it. */
  donorName: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(OFFLINE_DONOR_NAME_MAX).optional()),
  donorMobile: z.preprocess(emptyToUndefined, z.string().trim().max(20).optional()),
  /** 开具票据: absent when none is to be issued. */
  receipt: ZOfflineReceipt.optional(),
  /**
   * A transfer against a sealed agreement (issue 23): the agreement's donor, project and amount
   * are the gift's; the agreement moves to funds received with this order.
   */
  agreementId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
};

type GiftShape = {
  method: TOfflineMethod;
  reference: string;
  userId?: number | undefined;
  donorName?: string | undefined;
};

const referenceGiven = (gift: GiftShape) =>
  !METHODS_WITH_REFERENCE.includes(gift.method) || gift.reference !== '';
const donorGiven = (gift: GiftShape) => gift.userId !== undefined || gift.donorName !== undefined;

export const ZOfflineGiftCreate = z
  .object(giftFields)
  .refine(referenceGiven, { path: ['reference'], message: 'reference' })
  .refine(donorGiven, { path: ['donorName'], message: 'donorName' });
export type TOfflineGiftCreate = z.input<typeof ZOfflineGiftCreate>;
export type TOfflineGiftInput = z.output<typeof ZOfflineGiftCreate>;

export const ZOfflineGiftQuery = ZAdminPage.extend({
  itemsId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  method: z.preprocess(emptyToUndefined, z.enum(OFFLINE_METHODS).optional()),
  from: z.preprocess(emptyToUndefined, zDay.optional()),
  to: z.preprocess(emptyToUndefined, zDay.optional()),
  /** A payer's name, a reference or a bill number. */
  q: z.preprocess(emptyToUndefined, z.string().trim().max(50).optional()),
});
export type TOfflineGiftQuery = z.input<typeof ZOfflineGiftQuery>;

export const ZOfflineGiftParams = z.object({ id: z.coerce.number().int().positive() });

/** A recorded gift as the console lists it (money in yuan). */
export type TOfflineGiftRow = {
  id: number;
  billNo: string;
  itemsId: number;
  itemsName: string;
  userId: number;
  donorName: string;
  amount: number;
  method: TOfflineMethod;
  receivedOn: string;
  payerName: string;
  reference: string;
  recordedBy: string;
  createdAt: string;
};

export type TOfflineGiftDetail = TOfflineGiftRow & {
  note: string;
  /** The voucher's address ('' when none). */
  voucherUrl: string;
  /** The order's status now (a recorded gift may have been refunded since). */
  status: string;
  /** 138****5678, or ''. */
  donorMobile: string;
  receiptAsked: boolean;
};

/** Bank statement import (对公转账认领): one credit line as read from the file, with suggestions. */
export type TStatementLine = {
  /** The line in the file, counted from 1 with the heading row. */
  line: number;
  receivedOn: string;
  amount: number;
  payerName: string;
  payerAccount: string;
  reference: string;
  memo: string;
  /** A donor whose name is the payer's, when there is exactly one. */
  suggestedDonor: { userId: number; name: string; mobile: string } | null;
  /** A project the memo names. */
  suggestedProject: { itemsId: number; name: string } | null;
  /** Already recorded under this reference: confirming it would be refused. */
  alreadyRecorded: { billNo: string } | null;
  /**
   * A sealed agreement awaiting its transfer whose amount is the line's and whose donor is the payer
   * (only when exactly one is): suggestedDonor and suggestedProject are then the agreement's, and
   * confirming the line with its id records the transfer against it (issue 23).
   */
  suggestedAgreement: {
    id: number;
    agreementNo: string;
    itemsId: number;
    projectTitle: string;
    userId: number;
    donorName: string;
  } | null;
};

export type TStatementPreview = { lines: TStatementLine[]; skipped: number };

/** POST /offline-gifts/confirm: the chosen lines, each a gift (bank transfer), recorded all or none. */
export const ZOfflineGiftConfirm = z.object({
  gifts: z
    .array(
      z
        .object(giftFields)
        .refine(referenceGiven, { path: ['reference'], message: 'reference' })
        .refine(donorGiven, { path: ['donorName'], message: 'donorName' }),
    )
    .min(1)
    .max(200),
});
export type TOfflineGiftConfirm = z.input<typeof ZOfflineGiftConfirm>;
