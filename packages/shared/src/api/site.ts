import { z } from 'zod';
import { zFlag } from './common.ts';

export const ZBaseConfig = z.object({
  title: z.string(),
  isShowTechnicalSupport: zFlag,
  awardExplain: z.string(),
  shareTitle: z.string(),
  shareDesc: z.string(),
  shareImg: z.string(),
  agreeTitle: z.string(),
  agreeContent: z.string(),
  loginBg: z.string(),
  successWord: z.string(),
  /** Ours (doc 4 §2.4's account page): the account donors transfer to, set in the console. */
  bankName: z.string(),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  /**
   * Ours (issue 23): 1 when signing an agreement asks for an SMS code sent to the signer's mobile
   * (AGREEMENT_SIGN_SMS; on outside the demo), 0 when the handwritten signature alone is asked.
   */
  agreementSignSms: zFlag,
});
export type TBaseConfig = z.infer<typeof ZBaseConfig>;

export const ZReceiptConfig = z.object({
  isOpenReceipt: zFlag,
  isOpenPaper: zFlag,
  validType: z.number(),
  isCreditCode: zFlag,
  receiptTypeList: z.array(z.string()),
  receiptWayPaperList: z.array(z.string()),
  receiptWayElectronicList: z.array(z.string()),
  pickUpAddress: z.string(),
  pickUpName: z.string(),
  pickUpMobile: z.string(),
  /** The paper certificate's ways ('1' pickup, '2' delivery; doc 3 §3 certificate config). */
  certificateWayPaperList: z.array(z.string()),
});
export type TReceiptConfig = z.infer<typeof ZReceiptConfig>;

export const ZSettingKeyQuery = z.object({ key: z.string().min(1).max(100) });
export const ZSettingRow = z.object({ settingKey: z.string(), settingValue: z.string() });

export const ZWechatShareQuery = z.object({
  billType: z.coerce.number().optional(),
  url: z.string().url().max(2000),
});
export const ZWechatShare = z.object({
  appId: z.string(),
  timestamp: z.number(),
  nonceStr: z.string(),
  signature: z.string(),
});

export const ZAreaCode = z.object({ area: z.string(), areaCode: z.string() });
export const ZAreaDictionaryQuery = z.object({ parentId: z.string().regex(/^\d{1,6}$/) });
export const ZAreaDictionaryRow = z.object({ id: z.string(), title: z.string(), isLeaf: z.boolean() });
