import { z } from 'zod';
import { FIELD_UI_TYPES, type FormField } from '../validation/form-fields.ts';
import { zYuanAsFen } from './money-field.ts';

/** The donation form of a project as staff build it (doc 2 §3 formDetail, without the donor's prefill). */
export const FORM_FIELD_MAX = 50;
export const FORM_OPTION_MAX = 50;
export const FORM_PAY_TYPES = ['1', '2', '9', '14', '15', '99'] as const;

const zFlag01 = z.union([z.literal(0), z.literal(1)]);
const zText = (max: number) => z.string().trim().max(max);

/** Each text staff write for the donor has an optional English one, as long as it may be. */
export const ZAdminFormOption = z.object({
  id: z.union([z.string().trim().min(1).max(40), z.number().int()]),
  title: zText(40).min(1),
  titleEn: zText(40).optional(),
});

export const ZAdminFormField = z.object({
  /** The key of the value in the kept form data and the exports' column name. */
  fieldName: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/),
  fieldShowName: zText(40).min(1),
  fieldShowNameEn: zText(40).optional(),
  fieldUiType: z.enum(FIELD_UI_TYPES),
  inputTip: zText(100).default(''),
  inputTipEn: zText(100).optional(),
  isRequire: zFlag01.default(0),
  isLengthLimit: zFlag01.default(0),
  lengthMin: z.number().int().min(0).max(10_000).default(0),
  lengthMax: z.number().int().min(0).max(10_000).default(0),
  isShowConfig: zFlag01.default(0),
  conditionFieldName: zText(40).default(''),
  conditionFieldValue: zText(200).default(''),
  isIntegerMoney: zFlag01.optional(),
  optionList: z.array(ZAdminFormOption).max(FORM_OPTION_MAX).optional(),
});
export type TAdminFormField = z.infer<typeof ZAdminFormField>;

const zWays = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .array(z.enum(values))
    .max(values.length)
    .transform((list) => [...new Set(list)]);

/** What PUT /projects/:id/form takes: money in yuan. */
export const ZAdminDonationFormInput = z.object({
  minMoney: zYuanAsFen.default(0),
  isIntegerMoney: z.boolean().default(false),
  /** Empty: every pay type the server has a provider for. */
  payPlatformList: zWays(FORM_PAY_TYPES).default([]),
  isShowAnonymous: z.boolean().default(true),
  isShowNoData: z.boolean().default(true),
  isOpenCertificate: z.boolean().default(false),
  /** Shown on the form once opened, unless staff hide the section (a certificate is still made). */
  isShowCertificate: z.boolean().default(true),
  minMoneyCertificate: zYuanAsFen.default(0),
  isOpenReceipt: z.boolean().default(false),
  isShowReceipt: z.boolean().default(true),
  minMoneyReceipt: zYuanAsFen.default(0),
  isCreditCode: z.boolean().default(false),
  isLargeRemind: z.boolean().default(false),
  largeAmount: zYuanAsFen.default(0),
  remindContent: zText(500).default(''),
  offlineContactInfo: zText(500).default(''),
  successWord: zText(1000).default(''),
  fieldList: z.array(ZAdminFormField).max(FORM_FIELD_MAX).default([]),
  receiptTypeList: zWays(['1', '2'] as const).default(['1', '2']),
  receiptWayPaperList: zWays(['1', '2'] as const).default(['1', '2']),
  receiptWayElectronicList: zWays(['3', '4'] as const).default(['3', '4']),
  certificateWayPaperList: zWays(['1', '2'] as const).default(['1', '2']),
  certificatePickUpAddress: zText(200).default(''),
  certificatePickUpMobile: zText(40).default(''),
  certificatePickUpName: zText(40).default(''),
  receiptPickUpAddress: zText(200).default(''),
  receiptPickUpMobile: zText(40).default(''),
  receiptPickUpName: zText(40).default(''),
});
export type TAdminDonationFormInput = z.input<typeof ZAdminDonationFormInput>;
export type TAdminDonationFormParsed = z.output<typeof ZAdminDonationFormInput>;

/** What GET /projects/:id/form answers: the same fields, money in yuan, plus whether a row exists. */
export type TAdminDonationForm = Omit<
  TAdminDonationFormParsed,
  | 'minMoney'
  | 'minMoneyCertificate'
  | 'minMoneyReceipt'
  | 'largeAmount'
  | 'fieldList'
  | 'payPlatformList'
  | 'receiptTypeList'
  | 'receiptWayPaperList'
  | 'receiptWayElectronicList'
  | 'certificateWayPaperList'
> & {
  fieldList: FormField[];
  payPlatformList: string[];
  receiptTypeList: string[];
  receiptWayPaperList: string[];
  receiptWayElectronicList: string[];
  certificateWayPaperList: string[];
  itemsId: number;
  /** false: the project has no form of its own yet and shows these defaults. */
  saved: boolean;
  minMoney: number;
  minMoneyCertificate: number;
  minMoneyReceipt: number;
  largeAmount: number;
};
