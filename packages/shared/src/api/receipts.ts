import { z } from 'zod';
import { ZPaging, zBodyText, zIdList, zPage } from './common.ts';

/**
 * The donor's receipts (doc 3 §2, §3, §7): receipt/page, stay/page, lastUserInfo, insert, detail.
 * One receipt per paid donation; the status machine is documents/receipt-status.ts.
 */

export const ZReceiptPageQuery = ZPaging.extend({
  /** One status, or a comma list of them (a tab: '1', '2,3,4,5,6,7'); empty for all. */
  status: z.preprocess(
    (v) => (v === '' || v == null ? [] : String(v).split(',')),
    z.array(z.coerce.number().int().min(1).max(7)).max(7),
  ),
});
export type TReceiptPageQuery = z.infer<typeof ZReceiptPageQuery>;

export const ZReceiptRow = z.object({
  id: z.number(),
  donateId: z.number(),
  createDate: z.string(),
  status: z.number(),
  itemsName: z.string(),
  donateMoney: z.number(),
  /** 1 paper, 2 electronic. */
  receiptType: z.number(),
  /** 1 when a refund voided it (红冲). */
  isVoid: z.number(),
});
export type TReceiptRow = z.infer<typeof ZReceiptRow>;
export const ZReceiptPage = zPage(ZReceiptRow);
export type TReceiptPage = z.infer<typeof ZReceiptPage>;

/** A paid donation that has no receipt yet and may have one. */
export const ZReceiptStayRow = z.object({
  id: z.number(),
  donateId: z.number(),
  itemsId: z.number(),
  itemsName: z.string(),
  donateMoney: z.number(),
  donateTime: z.string(),
  thumbnailImg: z.string(),
});
export type TReceiptStayRow = z.infer<typeof ZReceiptStayRow>;
export const ZReceiptStayPage = zPage(ZReceiptStayRow);
export type TReceiptStayPage = z.infer<typeof ZReceiptStayPage>;

/** receipt/insert (doc 3 §3). donateRecordIds: the stay rows' donateId, an array or a comma list. */
export const ZReceiptInsertBody = z.object({
  donorType: z.coerce.number().int().min(1).max(2),
  donorName: zBodyText(100),
  creditCode: zBodyText(40),
  receiptType: z.coerce.number().int().min(1).max(2),
  receiptWay: z.coerce.number().int().min(1).max(4),
  postalContact: zBodyText(100),
  postalMobile: zBodyText(40),
  postalAddress: zBodyText(200),
  postalEmail: zBodyText(100),
  postalMobileSms: zBodyText(40),
  donateRecordIds: zIdList(99),
});
export type TReceiptInsertBody = z.infer<typeof ZReceiptInsertBody>;

/** receipt/lastUserInfo: the donor's last application's details, to prefill the next (null: none). */
export const ZReceiptLastUserInfo = z
  .object({
    donorType: z.number(),
    donorName: z.string(),
    creditCode: z.string(),
    receiptType: z.number(),
    receiptWay: z.number(),
    postalContact: z.string(),
    postalMobile: z.string(),
    postalAddress: z.string(),
    postalEmail: z.string(),
    postalMobileSms: z.string(),
  })
  .nullable();
export type TReceiptLastUserInfo = z.infer<typeof ZReceiptLastUserInfo>;

export const ZReceiptDetail = ZReceiptRow.extend({
  donorType: z.number(),
  donorName: z.string(),
  creditCode: z.string(),
  receiptWay: z.number(),
  postalContact: z.string(),
  postalMobile: z.string(),
  postalAddress: z.string(),
  postalEmail: z.string(),
  postalMobileSms: z.string(),
  expressCompanyTitle: z.string(),
  expressOrderNo: z.string(),
  /** The receipt PDF or the paper receipt's scan, a signed link that expires; '' before it exists. */
  fileUrl: z.string(),
  thumbnailImg: z.string(),
  donateTime: z.string(),
  /** The fiscal receipt's numbers once issued ('' before). */
  invoiceCode: z.string(),
  invoiceNo: z.string(),
  checkCode: z.string(),
  issueDate: z.string(),
  /** How its sending went: '' not yet, 'sent', or the last failure in words. */
  sendState: z.string(),
});
export type TReceiptDetail = z.infer<typeof ZReceiptDetail>;
