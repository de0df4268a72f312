import { z } from 'zod';
import type { FormField } from '../validation/form-fields.ts';
import { zId, zOptionalId } from './common.ts';
import { SEAT_NAMING_MAX, ZSeatNamingEntry } from './naming.ts';
import { ZBookNamingEntry } from './naming-books.ts';

/** Pay types of spec doc 2 §4.1. */
export const PAY_TYPES = { wechat: 1, alipay: 2, campusCard: 9, redirect: 14, wechatMini: 15 } as const;
/**
 * Ours: a gift finance recorded in the console (线下/对公转账, issue 21), never a donor's choice and
 * served by no provider — ZPayType below refuses it on items/donate.
 */
export const OFFLINE_PAY_TYPE = 90;
export const ZPayType = z.coerce
  .number()
  .int()
  .refine((value) => [1, 2, 9, 14, 15, 99].includes(value), 'unknown payType');

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A 0/1 switch as clients send it: 0/1, '0'/'1' or a boolean. */
const zSwitch = z.preprocess(
  (value) => (value === '' || value === null || value === undefined ? false : value),
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform((value) => value === true || value === 1 || value === '1'),
);

/** An amount as typed: the shared amount rules judge the text, so it stays text-or-number here. */
const zAmountInput = z.preprocess(emptyToUndefined, z.union([z.number(), z.string().max(40)]).optional());

/** A section's text as sent; numbers are taken as their text, anything longer than 500 refused. */
const zDetailText = z.preprocess(
  (value) => (value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value),
  z.string().max(500),
);

/** One dynamic field's value: text, a number, a switch, or the ids a multi-choice or cascader picked. */
const zFieldValue = z.union([
  z.string().max(1000),
  z.number().finite(),
  z.boolean(),
  z.array(z.union([z.string().max(1000), z.number().finite()])).max(50),
  z.null(),
]);
/** The donation-info values by field name; the form's own field list decides which are kept. */
const zFieldValues = z
  .record(z.string().max(64), zFieldValue)
  .refine((values) => Object.keys(values).length <= 100, 'too many fields');

const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);
/** A campus card's student or staff number (stuWorkNo, doc 4 §3); a number is taken as its text. */
const zCardNumber = z.preprocess(
  numberAsText,
  z
    .string()
    .trim()
    .min(1)
    .max(32)
    .regex(/^[0-9A-Za-z_-]+$/),
);
/** The campus card password as typed (passwork, doc 4 §3). */
const zCardPassword = z.preprocess(numberAsText, z.string().min(1).max(64));

/**
 * The order payload of items/donate (doc 2 §3). Money projects send `currencyMoney` in yuan;
 * goods projects send the number of units as `donateMaterialNumber` and the server computes the
 * amount as units × materialPrice (currencyMoney, if sent, is ignored for goods). Certificate,
 * receipt and postal fields are kept with the order as sent.
 */
export const ZDonateBody = z.looseObject({
  itemsId: zId,
  subItemsId: zOptionalId,
  formId: zOptionalId,
  currency: z.string().max(8).optional(),
  payType: ZPayType,
  currencyMoney: zAmountInput,
  donateMaterialNumber: zAmountInput,
  isDonateTogether: zSwitch.optional(),
  donateTogetherId: zOptionalId,
  itemsType: z.preprocess(emptyToUndefined, z.coerce.number().int().optional()),
  isAnonymous: zSwitch.optional(),
  isNoData: zSwitch.optional(),
  donateFrom: z.preprocess(emptyToUndefined, z.enum(['U1', 'U5', 'U6']).optional()),
  formDataMap: z.preprocess(emptyToUndefined, zFieldValues.optional()),
  // Certificate (doc 2 §3); lengths are judged by the shared details rules, these are only caps.
  isNeedPaper: zSwitch.optional(),
  certificateDonorName: zDetailText,
  certificateWay: zDetailText,
  // Receipt
  isNeedReceipt: zSwitch.optional(),
  receiptDonorType: zDetailText,
  receiptDonorName: zDetailText,
  creditCode: zDetailText,
  receiptType: zDetailText,
  receiptWay: zDetailText,
  postalEmail: zDetailText,
  postalMobileSms: zDetailText,
  // Postal
  postalCountry: zDetailText,
  postalProvince: zDetailText,
  postalCity: zDetailText,
  postalDistrict: zDetailText,
  postalAddress: zDetailText,
  postalZip: zDetailText,
  postalContact: zDetailText,
  postalMobile: zDetailText,
  // Naming orders (itemsType 2, doc 2 §3): what is named and its nameplates; priced by the server.
  namingType: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(2).optional()),
  seatList: z.preprocess(emptyToUndefined, z.array(ZSeatNamingEntry).max(SEAT_NAMING_MAX).optional()),
  bookList: z.preprocess(emptyToUndefined, z.array(ZBookNamingEntry).max(SEAT_NAMING_MAX).optional()),
  // Ours (issue 23): the hhu tree form's signed agreement (the address signature answered), paid by this order.
  agreementUrl: z.preprocess(emptyToUndefined, z.string().max(1000).optional()),
  // Campus card (pay type 9): read for the charge only, never kept with the order.
  stuWorkNo: z.preprocess(emptyToUndefined, zCardNumber.optional()),
  passwork: z.preprocess(emptyToUndefined, zCardPassword.optional()),
});
export type TDonateBody = z.infer<typeof ZDonateBody>;

/**
 * items/getCardBlance. The spec sends only stuWorkNo; the card password is required too, so a
 * balance cannot be read by knowing a student number (docs/decisions.md).
 */
export const ZCardBalanceQuery = z.object({ stuWorkNo: zCardNumber, passwork: zCardPassword });
export type TCardBalanceQuery = z.infer<typeof ZCardBalanceQuery>;

/** items/payback, items/cancel, items/success: the platform order number is the billNo. */
export const ZDonatePlatOrderQuery = z.object({ donatePlatOrder: z.string().trim().min(1).max(64) });

/** What the client does to pay: JSAPI parameters, a URL string, or nothing (doc 2 §7). */
export type TPayData =
  | {
      timeStamp: string;
      nonceStr: string;
      package: string;
      packageValue: string;
      signType: string;
      paySign: string;
      /** The official account's app id, which WeixinJSBridge's getBrandWCPayRequest also wants. */
      appId?: string;
    }
  | string
  | null;

export type TDonateAnswer = { orderPayRequestDTO: { billNo: string }; data: TPayData };

export const ZSuccessData = z.object({
  avatar: z.string(),
  name: z.string(),
  itemsName: z.string(),
  itemsId: z.number(),
  itemsIntro: z.string(),
  itemsThumbnailImg: z.string(),
  successWord: z.string(),
  certificateImg: z.string(),
});
export type TSuccessData = z.infer<typeof ZSuccessData>;

export type TItemsSubPrice = {
  subItemsList: Array<{ id: number; name: string }>;
  isFixMoney: 0 | 1;
  fixMoneyList: Array<{ title: string; money: number }>;
  isHandMoney: 0 | 1;
  isSub: 0 | 1;
};

/**
 * formDetail (doc 2 §3 form config). donateRecord is the caller's last donation's certificate
 * title and donation-info values (formData, JSON text) to prefill the form with; null for a visitor.
 */
export type TFormDetail = {
  id: number;
  itemsId: number;
  minMoney: number;
  isIntegerMoney: 0 | 1;
  payPlatformList: string[];
  /**
   * Ours, not the spec's: pay types of payPlatformList a sandbox pays in any browser
   * (PAY_SANDBOX_ANY_BROWSER). Without it the form offers WeChat Pay (1) only inside WeChat and
   * mini-program pay (15) only in the mini-program.
   */
  anyBrowserPayList?: string[];
  receiptTypeList: string[];
  receiptWayPaperList: string[];
  receiptWayElectronicList: string[];
  certificateWayPaperList: string[];
  offlineContactInfo: string;
  isShowAnonymous: 0 | 1;
  isShowNoData: 0 | 1;
  isOpenCertificate: 0 | 1;
  isShowCertificate: 0 | 1;
  minMoneyCertificate: number;
  isOpenReceipt: 0 | 1;
  isShowReceipt: 0 | 1;
  minMoneyReceipt: number;
  isCreditCode: 0 | 1;
  isLargeRemind: 0 | 1;
  largeAmount: number;
  remindContent: string;
  certificatePickUpAddress: string;
  certificatePickUpMobile: string;
  certificatePickUpName: string;
  receiptPickUpAddress: string;
  receiptPickUpMobile: string;
  receiptPickUpName: string;
  donateRecord: { certificateDonorName: string; formData: string } | null;
  fieldList: FormField[];
};
