import { z } from 'zod';
import { ZPaging, zBodyText, zFlag, zIdList, zPage } from './common.ts';

/**
 * The donor's certificates (doc 3 §2, §3, §7): certificate/page, stay/page, insert, detail.
 * One certificate per paid donation that reached its project's certificate threshold; it is
 * electronic (certificateImg, '' while 证书生成中) and becomes a paper one when applied for.
 */

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZCertificatePageQuery = ZPaging.extend({
  /** A paper status 1–5; empty for all. */
  status: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(5).optional()),
  /** 1: paper certificates (applied for); 0 or empty: every certificate. */
  isNeedPaper: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1).optional()),
});
export type TCertificatePageQuery = z.infer<typeof ZCertificatePageQuery>;

export const ZCertificateRow = z.object({
  id: z.number(),
  donateId: z.number(),
  itemsId: z.number(),
  itemsName: z.string(),
  thumbnailImg: z.string(),
  donateMoney: z.number(),
  donateTime: z.string(),
  serialNo: z.string(),
  /** The electronic certificate's picture; '' while it is being made. */
  certificateImg: z.string(),
  isNeedPaper: zFlag,
  /** The paper status 1–5, 0 before a paper one is applied for. */
  status: z.number(),
  certificateWay: z.number(),
});
export type TCertificateRow = z.infer<typeof ZCertificateRow>;
export const ZCertificatePage = zPage(ZCertificateRow);
export type TCertificatePage = z.infer<typeof ZCertificatePage>;

/** A donation still pending a paper certificate (the "stay" list, doc 3 §3). */
export const ZCertificateStayRow = z.object({
  /** The certificate's id (insert's donateIds names the donation: `donateId`). */
  id: z.number(),
  donateId: z.number(),
  itemsId: z.number(),
  itemsName: z.string(),
  donateMoney: z.number(),
  donateTime: z.string(),
  thumbnailImg: z.string(),
});
export type TCertificateStayRow = z.infer<typeof ZCertificateStayRow>;
export const ZCertificateStayPage = zPage(ZCertificateStayRow);
export type TCertificateStayPage = z.infer<typeof ZCertificateStayPage>;

/**
 * certificate/insert (doc 3 §3): the way, the postal fields (postalMobile as areaCode-number), and
 * the donations (donateIds: the stay rows' donateId, as an array or a comma list).
 */
export const ZCertificateInsertBody = z.object({
  certificateWay: z.coerce.number().int().min(1).max(2),
  postalAddress: zBodyText(200),
  postalContact: zBodyText(100),
  postalMobile: zBodyText(40),
  area: zBodyText(8),
  donateIds: zIdList(99),
});
export type TCertificateInsertBody = z.infer<typeof ZCertificateInsertBody>;

export const ZCertificateDetail = ZCertificateRow.extend({
  donorName: z.string(),
  postalContact: z.string(),
  /** Masked unless it is the donor's own detail (it always is: only the owner reads it). */
  postalMobile: z.string(),
  postalAddress: z.string(),
  expressCompanyTitle: z.string(),
  expressOrderNo: z.string(),
  /** The public page that confirms this certificate (its QR code points there). */
  verifyUrl: z.string(),
});
export type TCertificateDetail = z.infer<typeof ZCertificateDetail>;
