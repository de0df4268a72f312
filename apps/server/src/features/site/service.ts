import type { TBaseConfig, TReceiptConfig } from '@alma/shared/api/site';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import type { Db } from '../../db/client.ts';
import { findFoundation, findPublicSetting, findReceiptConfig, listPublicSettings } from './repository.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** The foundation's one settings row (title, share texts, feature flags), or null before it is set. */
export function foundationOf(db: Db) {
  return findFoundation(db);
}

/**
 * index/baseConfig: the foundation's name and agreement in the donor's language where staff wrote it;
 * `signSms` is the server's AGREEMENT_SIGN_SMS (whether the agreement pads ask for an SMS code).
 */
export async function getBaseConfig(
  db: Db,
  language: Language,
  options: { signSms: boolean },
): Promise<TBaseConfig> {
  const row = await findFoundation(db);
  return {
    title: pickText(language, row?.title ?? '', row?.titleEn),
    isShowTechnicalSupport: flag(row?.isShowTechnicalSupport ?? true),
    awardExplain: row?.awardExplain ?? '',
    shareTitle: row?.shareTitle ?? '',
    shareDesc: row?.shareDesc ?? '',
    shareImg: row?.shareImg ?? '',
    agreeTitle: pickText(language, row?.agreeTitle ?? '', row?.agreeTitleEn),
    agreeContent: pickText(language, row?.agreeContent ?? '', row?.agreeContentEn),
    loginBg: row?.loginBg ?? '',
    successWord: row?.successWord ?? '',
    bankName: row?.bankName ?? '',
    bankAccountName: row?.bankAccountName ?? '',
    bankAccountNo: row?.bankAccountNo ?? '',
    agreementSignSms: flag(options.signSms),
  };
}

export async function getReceiptConfig(db: Db): Promise<TReceiptConfig> {
  const row = await findReceiptConfig(db);
  return {
    isOpenReceipt: flag(row?.isOpenReceipt ?? false),
    isOpenPaper: flag(row?.isOpenPaper ?? false),
    validType: row?.validType ?? 0,
    isCreditCode: flag(row?.isCreditCode ?? true),
    receiptTypeList: row?.receiptTypeList ?? [],
    receiptWayPaperList: row?.receiptWayPaperList ?? [],
    receiptWayElectronicList: row?.receiptWayElectronicList ?? [],
    pickUpAddress: row?.pickUpAddress ?? '',
    pickUpName: row?.pickUpName ?? '',
    pickUpMobile: row?.pickUpMobile ?? '',
    certificateWayPaperList: row?.certificateWayPaperList ?? ['1', '2'],
  };
}

/** index/getSettingValue answers the setting's text (JSON for the alumni launch button), or ''. */
export async function getSettingValue(db: Db, key: string): Promise<string> {
  return (await findPublicSetting(db, key)) ?? '';
}

export function getPublicSettings(db: Db) {
  return listPublicSettings(db);
}
