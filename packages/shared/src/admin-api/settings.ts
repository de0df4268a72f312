import { z } from 'zod';
import { HOME_LAYOUT_NAMES, type HomeLayoutName } from '../constants/home-layouts.ts';
import { FEATURE_FLAGS, type FeatureFlag } from '../constants/institution.ts';
import { CONTACT_PHONE_MAX, isContactPhone } from '../validation/contact-phone.ts';
import { zImageUrl, zLine, zText } from './project-fields.ts';

/**
 * The institution settings staff own (the console's 机构设置): what the donor app reads from
 * index/baseConfig, receipt/config/detail and the served config/{school}/index.json. The api base
 * and signKey stay in config/ (they are the deployment's, not the foundation's).
 */

export const SETTINGS_TITLE_MAX = 50;
export const SETTINGS_SHARE_TITLE_MAX = 50;
export const SETTINGS_SHARE_DESC_MAX = 120;
export const SETTINGS_AGREEMENT_MAX = 100_000;
export const SETTINGS_TEXT_MAX = 2000;
export const SETTINGS_ADDRESS_MAX = 100;
export const SETTINGS_CONTACT_MAX = 20;
export const SETTINGS_PHONE_MAX = CONTACT_PHONE_MAX;

/** The foundation's own phone for pickups: empty, or one a donor can call ('phone' names the rule). */
const zContactPhone = zLine(SETTINGS_PHONE_MAX).refine((value) => value === '' || isContactPhone(value), {
  message: 'phone',
});

/** A bank's or an account holder's name; an account number (digits, spaces, dashes). */
export const SETTINGS_BANK_MAX = 60;
export const SETTINGS_BANK_ACCOUNT_MAX = 40;

const zHtml = z
  .string()
  .max(SETTINGS_AGREEMENT_MAX)
  .refine((value) => !value.includes('\u0000'));
const zOptionalImage = z.union([zImageUrl, z.literal('')]);

/** index/baseConfig as staff edit it (the server sanitises the agreement's HTML on save). */
export const ZBaseSettings = z.object({
  title: zLine(SETTINGS_TITLE_MAX, 1),
  isShowTechnicalSupport: z.boolean(),
  shareTitle: zLine(SETTINGS_SHARE_TITLE_MAX),
  shareDesc: zLine(SETTINGS_SHARE_DESC_MAX),
  shareImg: zOptionalImage,
  agreeTitle: zLine(SETTINGS_TITLE_MAX, 1),
  agreeContent: zHtml,
  /** English beside the Chinese: shown to donors who read English; empty shows the Chinese. */
  titleEn: zLine(SETTINGS_TITLE_MAX).default(''),
  agreeTitleEn: zLine(SETTINGS_TITLE_MAX).default(''),
  agreeContentEn: zHtml.default(''),
  loginBg: zOptionalImage,
  awardExplain: zText(SETTINGS_TEXT_MAX),
  successWord: zText(SETTINGS_TEXT_MAX),
  /** The account donors transfer to (the contract flow's account page, issue 23). */
  bankName: zLine(SETTINGS_BANK_MAX).default(''),
  bankAccountName: zLine(SETTINGS_BANK_MAX).default(''),
  bankAccountNo: zLine(SETTINGS_BANK_ACCOUNT_MAX)
    .refine((value) => /^[0-9 -]*$/.test(value))
    .default(''),
});
export type TBaseSettings = z.infer<typeof ZBaseSettings>;

/** Receipt types (doc 2 §3): 1 paper, 2 electronic; paper ways 1 pickup, 2 express; electronic 3 email, 4 SMS. */
export const RECEIPT_TYPES = ['1', '2'] as const;
export const RECEIPT_WAYS_PAPER = ['1', '2'] as const;
export const RECEIPT_WAYS_ELECTRONIC = ['3', '4'] as const;
/** A paper certificate: '1' picked up at the foundation, '2' delivered. */
export const CERTIFICATE_WAYS_PAPER = ['1', '2'] as const;

const uniqueList = <T extends string>(values: readonly [T, ...T[]]) =>
  z.array(z.enum(values)).refine((list) => new Set(list).size === list.length);

/** receipt/config/detail as staff edit it. */
export const ZReceiptSettings = z
  .object({
    isOpenReceipt: z.boolean(),
    /** Paper certificates may be applied for from the certificate list (doc 3 §2: the paper tab). */
    isOpenPaper: z.boolean(),
    /** 0: donors cannot apply from the receipt list (the Apply button is hidden); 1: they can. */
    validType: z.union([z.literal(0), z.literal(1)]),
    isCreditCode: z.boolean(),
    receiptTypeList: uniqueList(RECEIPT_TYPES),
    receiptWayPaperList: uniqueList(RECEIPT_WAYS_PAPER),
    receiptWayElectronicList: uniqueList(RECEIPT_WAYS_ELECTRONIC),
    pickUpAddress: zLine(SETTINGS_ADDRESS_MAX),
    pickUpName: zLine(SETTINGS_CONTACT_MAX),
    pickUpMobile: zContactPhone,
    /** The paper certificate's ways, offered in the certificate application. */
    certificateWayPaperList: uniqueList(CERTIFICATE_WAYS_PAPER).default(['1', '2']),
  })
  .superRefine((value, context) => {
    const need = (field: keyof typeof value, when: boolean) => {
      const list = value[field];
      if (when && Array.isArray(list) && list.length === 0)
        context.addIssue({ code: 'custom', path: [field], message: 'required' });
    };
    // Receipts open: at least one type, and each offered type at least one way.
    need('receiptTypeList', value.isOpenReceipt);
    need('receiptWayPaperList', value.isOpenReceipt && value.receiptTypeList.includes('1'));
    need('receiptWayElectronicList', value.isOpenReceipt && value.receiptTypeList.includes('2'));
    need('certificateWayPaperList', value.isOpenPaper);
    // A pickup offered needs the place to pick up at.
    const receiptPickup =
      value.isOpenReceipt && value.receiptTypeList.includes('1') && value.receiptWayPaperList.includes('1');
    // The certificate list fills the same pickup place for a certificate picked up (doc 3 §4).
    const certificatePickup = value.isOpenPaper && value.certificateWayPaperList.includes('1');
    if (receiptPickup || certificatePickup) {
      if (value.pickUpAddress === '')
        context.addIssue({ code: 'custom', path: ['pickUpAddress'], message: 'required' });
    }
  });
export type TReceiptSettings = z.infer<typeof ZReceiptSettings>;

/** #rrggbb, as the donor app sets it on --alma-theme and antd-mobile's primary colour. */
export const THEME_COLOR = /^#[0-9a-fA-F]{6}$/;

export const ZAppearanceSettings = z.object({
  /** null: the colour in config/{school}/index.json. */
  themeColor: z.string().regex(THEME_COLOR).nullable(),
  /** A flag left out keeps the config file's value. */
  features: z.partialRecord(z.enum(FEATURE_FLAGS), z.boolean()),
  /**
   * The donor app's home layout, served as the config file's `theme`: null keeps the file's. Left
   * out of a save, the saved choice stays (a body written before the field existed changes nothing).
   */
  homeLayout: z.enum(HOME_LAYOUT_NAMES).nullable().optional(),
});
export type TAppearanceSettings = z.infer<typeof ZAppearanceSettings>;

/** A mini-program's AppID and its original id (原始ID, the open tag's username). */
export const MINI_PROGRAM_APP_ID = /^wx[0-9a-zA-Z]{16}$/;
export const MINI_PROGRAM_ORIGINAL_ID = /^gh_[0-9a-zA-Z]{12}$/;
export const MINI_PROGRAM_PATH_MAX = 200;

/**
 * 小程序 (issue 22): the alumni association's mini-program the alumni gate's button opens (doc 1 §4:
 * appid, path, originalId; an empty AppID shows the button disabled), and whether the middle-school
 * mini-program may sign donors in with the openId it passes (middle/auth).
 */
export const ZMiniProgramSettings = z
  .object({
    alumniAppId: z.union([z.literal(''), z.string().trim().regex(MINI_PROGRAM_APP_ID)]),
    alumniOriginalId: z.union([z.literal(''), z.string().trim().regex(MINI_PROGRAM_ORIGINAL_ID)]),
    /** A page of that mini-program, without a leading slash: pages/alumni/auth. */
    alumniPath: z
      .string()
      .trim()
      .max(MINI_PROGRAM_PATH_MAX)
      .regex(/^[^\s/][^\s]*$|^$/),
    middleAuth: z.boolean(),
  })
  .superRefine((value, context) => {
    // The open tag needs both: one without the other opens nothing.
    if (value.alumniAppId !== '' && value.alumniOriginalId === '')
      context.addIssue({ code: 'custom', path: ['alumniOriginalId'], message: 'required' });
    if (value.alumniAppId === '' && value.alumniOriginalId !== '')
      context.addIssue({ code: 'custom', path: ['alumniAppId'], message: 'required' });
  });
export type TMiniProgramSettings = z.infer<typeof ZMiniProgramSettings>;

/** GET /settings: each part as saved, and what the config file alone would give the donor app. */
export type TInstitutionSettings = {
  base: TBaseSettings;
  receipt: TReceiptSettings;
  /** homeLayout is always answered: null while the file's theme is served. */
  appearance: TAppearanceSettings & { homeLayout: HomeLayoutName | null };
  miniProgram: TMiniProgramSettings;
  /** The config file's own values, shown beside the overrides ("default: …"). */
  fileDefaults: {
    themeColor: string;
    features: Partial<Record<FeatureFlag, boolean>>;
    /** The layout the file's theme names (an unknown theme is the default). */
    homeLayout: HomeLayoutName;
  };
  updatedAt: string;
};

export { FEATURE_FLAGS, type FeatureFlag, HOME_LAYOUT_NAMES, type HomeLayoutName };
