import { z } from 'zod';
import { zId } from './common.ts';

/**
 * The agreement calls (doc 4 §3, §7; issue 23). The forms' own checks (contract-form.ts) give the
 * spec's words; these schemas only shape what arrives, so a field of the wrong kind is refused by
 * name and a missing one reaches those checks as ''.
 */

const text = (max: number) =>
  z.preprocess(
    (value) => (value == null ? '' : typeof value === 'number' ? String(value) : value),
    z.string().max(max),
  );
/** The amount as the form typed it (text) or a number; checkAgreementAmount reads it. */
const amount = z.preprocess(
  (value) => (value == null ? '' : typeof value === 'number' ? String(value) : value),
  z.string().max(40),
);

/** cpu/sign/agreement/project/getList: the projects a contract can be made for. */
export const ZAgreementProject = z.object({ id: z.number(), name: z.string() });
export type TAgreementProject = z.infer<typeof ZAgreementProject>;

/**
 * cpu/sign/agreement/generation (POST): the form's fields. name, mobile and idNo are the account's,
 * shown masked by user/baseInfo; the agreement is made with what the account holds.
 */
export const ZCpuGenerationBody = z.object({
  donateItemId: text(12),
  name: text(100),
  mobile: text(40),
  idNo: text(40),
  donationAmount: amount,
});
export type TCpuGenerationBody = z.infer<typeof ZCpuGenerationBody>;

export const ZCpuGeneration = z.object({ id: z.number(), unilateralAgreementUrl: z.string() });
export type TCpuGeneration = z.infer<typeof ZCpuGeneration>;

/** cpu/sign/agreement/signature (POST, multipart): `file` (the PNG) and these fields. */
export const ZCpuSignatureFields = z.object({
  signAgreementId: zId,
  /** Ours: the SMS code that confirms the intent to sign, when the foundation asks for one. */
  smsCode: text(8).optional(),
});
export type TCpuSignatureFields = z.infer<typeof ZCpuSignatureFields>;

/** One of the donor's agreements in getMySign (doc 4 §3: the signed agreement record). */
export const ZMySignRow = z.object({
  id: z.number(),
  /** When the donor submitted it (signed), `YYYY-MM-DD HH:mm:ss`; the list trims the seconds. */
  signTime: z.string(),
  donateItemTitle: z.string(),
  /** Yuan. */
  donationAmount: z.number(),
  /** The agreement signed by both sides (the foundation's seal): '' until sealed. */
  mutualAgreementUrl: z.string(),
  /** The agreement signed by the donor alone (or, unsigned, as generated). */
  unilateralAgreementUrl: z.string(),
  /** The receipt once the transfer was received and the receipt issued: '' before. */
  donationReceiptsUrl: z.string(),
  /** Ours: where the agreement stands (GENERATED, SIGNED, SEALED, FUNDS_RECEIVED, VOID). */
  status: z.string(),
});
export type TMySignRow = z.infer<typeof ZMySignRow>;

/** hhu/sign/agreement/generation (POST): the naming form's donor and amount; data is the PDF's address. */
export const ZHhuGenerationBody = z.object({
  name: text(100),
  mobile: text(40),
  donationAmount: amount,
  /** Ours: the tree (seat) the agreement is for, when the form knows it; the project is hhu's (7 or 8). */
  itemsId: z.preprocess((value) => (value === '' || value == null ? undefined : value), zId.optional()),
  seatId: z.preprocess((value) => (value === '' || value == null ? undefined : value), zId.optional()),
});
export type THhuGenerationBody = z.infer<typeof ZHhuGenerationBody>;

/** hhu/sign/agreement/signature (POST, multipart): `file` (the PNG) and the generated PDF's address. */
export const ZHhuSignatureFields = z.object({
  pdfUrl: text(1000),
  smsCode: text(8).optional(),
});
export type THhuSignatureFields = z.infer<typeof ZHhuSignatureFields>;

/**
 * cpu/sign/agreement/signCode (POST, ours): an SMS code to the mobile the agreement was made for,
 * confirming the intent to sign (sent only when baseConfig's agreementSignSms is 1). The cpu pad names
 * its agreement by id, the hhu pad by the generated PDF's address; one of the two.
 */
export const ZAgreementSignCodeBody = z.object({
  signAgreementId: z.preprocess(
    (value) => (value === '' || value == null ? undefined : value),
    zId.optional(),
  ),
  pdfUrl: text(1000).optional(),
});
export type TAgreementSignCodeBody = z.infer<typeof ZAgreementSignCodeBody>;
/** Where the code went, masked (138****5678), for the pad's 'sent to …' line. */
export const ZAgreementSignCode = z.object({ mobile: z.string() });
export type TAgreementSignCode = z.infer<typeof ZAgreementSignCode>;

/**
 * cpu/sign/agreement/pages (ours): a PDF's pages as pictures, for the phone's preview — an agreement
 * (any of its addresses) or the receipt of the donor's own agreement (getMySign's donationReceiptsUrl).
 */
export const ZAgreementPagesQuery = z.object({ url: text(1000) });
export const ZAgreementPage = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type TAgreementPage = z.infer<typeof ZAgreementPage>;
export const ZAgreementPages = z.object({ pages: z.array(ZAgreementPage) });
export type TAgreementPages = z.infer<typeof ZAgreementPages>;
