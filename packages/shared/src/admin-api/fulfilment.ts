import { z } from 'zod';
import {
  COURIER_CODES,
  COURIER_NAME_MAX,
  type CourierCode,
  OTHER_COURIER,
  TRACKING_NO,
} from '../documents/couriers.ts';
import { ZAdminPage } from './paging.ts';

/**
 * The console's certificate and receipt queues (issue 12): paper certificates to make and send,
 * receipts to issue and deliver. Status moves follow the machines in documents/*-status.ts; the
 * server refuses any other. Money is yuan, times are wire dates.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const zOptionalInt = (min: number, max: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).optional());
const zSearch = z.preprocess(emptyToUndefined, z.string().trim().max(64).optional());

export const ZCertificateQueueQuery = ZAdminPage.extend({
  status: zOptionalInt(1, 5),
  /** 1 pickup, 2 delivery. */
  way: zOptionalInt(1, 2),
  itemsId: zOptionalInt(1, 2_147_483_647),
  /** A serial number, bill number, the name printed on it or the donor's name. */
  q: zSearch,
});
export type TCertificateQueueQuery = z.input<typeof ZCertificateQueueQuery>;

export type TCertificateQueueRow = {
  id: number;
  serialNo: string;
  billNo: string;
  itemsId: number;
  itemsName: string;
  titleName: string;
  money: number;
  paidAt: string;
  appliedAt: string;
  status: number;
  certificateWay: number;
  expressCompany: string;
  expressNo: string;
  /** Masked in the list; the detail (audited) answers them whole. */
  postalContact: string;
  postalMobile: string;
  postalAddress: string;
  /** The electronic certificate, a signed link ('' while it is drawn). */
  imageUrl: string;
  voided: boolean;
  /** The donation agreement the order paid (issue 23): its number, '' when none. */
  agreementNo: string;
  agreementId: number | null;
};

/**
 * The courier and its number of a mailed certificate or receipt: a code of the list in
 * documents/couriers.ts (其他 with the courier's name), and a tracking number of letters, digits and
 * '-'. Each refusal names its field.
 */
export const ZExpress = z
  .object({
    expressCompany: z
      .string()
      .trim()
      .refine((code) => COURIER_CODES.includes(code as CourierCode), {
        message: 'admin.fulfilment.courierUnknown',
      }),
    /** Only with 其他: the courier's name as staff write it. */
    expressCompanyName: z.string().trim().max(COURIER_NAME_MAX).default(''),
    expressNo: z
      .string()
      .trim()
      .min(TRACKING_NO.min)
      .max(TRACKING_NO.max)
      .regex(TRACKING_NO.pattern, { message: 'admin.fulfilment.trackingNoChars' }),
  })
  .superRefine((value, context) => {
    if (value.expressCompany === OTHER_COURIER && value.expressCompanyName === '')
      context.addIssue({ code: 'custom', path: ['expressCompanyName'], message: 'required' });
  });
export type TExpress = z.input<typeof ZExpress>;

/**
 * One move to status `to` (at most `maxStatus`); mailing (4, for both machines) needs the courier
 * and its number (ZExpress), as the donor's detail shows them. Correcting them afterwards is
 * PUT …/:id/express with ZExpress, not a move.
 */
const zMove = (maxStatus: number) =>
  z
    .object({
      to: z.number().int().min(1).max(maxStatus),
      expressCompany: z.string().trim().max(40).default(''),
      expressCompanyName: z.string().trim().max(COURIER_NAME_MAX).default(''),
      expressNo: z.string().trim().max(40).default(''),
    })
    .superRefine((value, context) => {
      if (value.to !== 4) return;
      const express = ZExpress.safeParse(value);
      if (!express.success) for (const issue of express.error.issues) context.addIssue({ ...issue });
    });

export const ZCertificateMove = zMove(5);
export type TCertificateMove = z.input<typeof ZCertificateMove>;

/** Many at once to one status (without courier numbers: mailing is one by one). */
export const ZBulkMove = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(200),
  to: z.number().int().min(1).max(7),
});
export type TBulkMove = z.infer<typeof ZBulkMove>;
export type TBulkResult = { moved: number[]; skipped: Array<{ id: number; reason: string }> };

export const ZReceiptQueueQuery = ZAdminPage.extend({
  status: zOptionalInt(1, 7),
  /** 1 paper, 2 electronic. */
  receiptType: zOptionalInt(1, 2),
  receiptWay: zOptionalInt(1, 4),
  itemsId: zOptionalInt(1, 2_147_483_647),
  /** 1: voided (红冲) only; 0: live only. */
  voided: zOptionalInt(0, 1),
  /** A bill number, invoice number or the donor name on it. */
  q: zSearch,
});
export type TReceiptQueueQuery = z.input<typeof ZReceiptQueueQuery>;

export type TReceiptQueueRow = {
  id: number;
  billNo: string;
  itemsName: string;
  money: number;
  paidAt: string;
  createdAt: string;
  status: number;
  donorType: number;
  donorName: string;
  receiptType: number;
  receiptWay: number;
  invoiceNo: string;
  issuedAt: string;
  /** Where an e-receipt goes (masked in the list), or the postal fields for paper. */
  destination: string;
  expressCompany: string;
  expressNo: string;
  /** The receipt file (PDF or scan) as a signed link, '' before there is one. */
  fileUrl: string;
  voided: boolean;
  /** '' not sent, 'sent', or the last failure. */
  sendState: string;
  /** The donation agreement the order paid (issue 23): its number, '' when none. */
  agreementNo: string;
  agreementId: number | null;
};

export const ZReceiptMove = zMove(7);
export type TReceiptMove = z.input<typeof ZReceiptMove>;

/** Issue electronic receipts at the fiscal platform (a job each), or send issued ones again. */
export const ZReceiptIds = z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) });
export type TReceiptIds = z.infer<typeof ZReceiptIds>;

/**
 * GET /projects/:id/certificate-template: the saved layout, or null for the default (which
 * `defaults` carries, so the editor can start from it). PUT takes ZCertificateTemplate or null
 * (back to the default); POST …/preview takes a ZCertificateTemplate and answers a PNG drawn with
 * sample data, without saving.
 */
export type TCertificateTemplateAnswer = {
  template: Record<string, unknown> | null;
  defaults: Record<string, unknown>;
};
