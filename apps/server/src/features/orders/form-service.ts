import type { TFormDetail, TItemsSubPrice } from '@alma/shared/api/donate';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import { fenToYuan } from '@alma/shared/money/money';
import type { KeptDetails } from '@alma/shared/validation/donation-details-kept';
import { fieldInLanguage } from '@alma/shared/validation/form-fields';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import type { Secrets } from '../../security/secrets.ts';
import { detailsConfigOf } from './donation-details-input.ts';
import type { DonatableItemMemo } from './item-memo.ts';
import { findDonatableItem, listRecentSealedFormData, listSubItemNames } from './repository.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** items/itemsSubPrice: what the amount section of the form needs. */
export async function getItemsSubPrice(db: Db, itemsId: number, language: Language): Promise<TItemsSubPrice> {
  const [item, subs] = await Promise.all([findDonatableItem(db, itemsId), listSubItemNames(db, itemsId)]);
  if (!item) throw notFound();
  return {
    subItemsList: item.isSub
      ? subs.map(({ id, name, nameEn }) => ({ id, name: pickText(language, name, nameEn) }))
      : [],
    isFixMoney: flag(item.isFixMoney),
    fixMoneyList: item.fixMoney.map(({ title, money }) => ({ title, money: fenToYuan(money) })),
    isHandMoney: flag(item.isHandMoney),
    isSub: flag(item.isSub),
  };
}

/**
 * items/formDetail. The pay methods offered are the form's list cut down to the pay types this
 * server has a provider for, so the form never offers a method that cannot work. A logged-in
 * caller also gets their last donation's certificate title and donation info to prefill with.
 */
export async function getFormDetail(
  deps: { db: Db; payments: PaymentProviders; secrets: Secrets; items: DonatableItemMemo },
  itemsId: number,
  userId: number | null,
  language: Language,
): Promise<TFormDetail> {
  const [item, donateRecord] = await Promise.all([
    // No longer publicly cached (the prefill is per donor): the project part comes from the memo.
    deps.items.get(deps.db, itemsId),
    userId === null ? null : lastDonateRecord(deps.db, deps.secrets, userId),
  ]);
  if (!item) throw notFound();
  const form = item.form ?? undefined;
  const configured = deps.payments.payTypes().map(String);
  const wanted = form && form.payPlatformList.length > 0 ? form.payPlatformList : configured;
  const details = detailsConfigOf(form);
  return {
    id: itemsId,
    itemsId,
    minMoney: fenToYuan(form?.minMoneyFen ?? 0),
    isIntegerMoney: flag(form?.isIntegerMoney ?? false),
    // 99 needs no provider: it is the one school's option that does nothing (doc 2 §4.1).
    payPlatformList: wanted.filter((payType) => configured.includes(payType) || payType === '99'),
    // Ours: pay types whose provider (the sandbox, when configured so) pays outside WeChat too.
    anyBrowserPayList: deps.payments.anyBrowserPayTypes().map(String),
    receiptTypeList: [...details.receiptTypeList],
    receiptWayPaperList: [...details.receiptWayPaperList],
    receiptWayElectronicList: [...details.receiptWayElectronicList],
    certificateWayPaperList: [...details.certificateWayPaperList],
    offlineContactInfo: details.offlineContactInfo,
    isShowAnonymous: flag(form?.isShowAnonymous ?? true),
    isShowNoData: flag(form?.isShowNoData ?? true),
    isOpenCertificate: details.isOpenCertificate as 0 | 1,
    isShowCertificate: details.isShowCertificate as 0 | 1,
    minMoneyCertificate: fenToYuan(details.minMoneyCertificateFen),
    isOpenReceipt: details.isOpenReceipt as 0 | 1,
    isShowReceipt: details.isShowReceipt as 0 | 1,
    minMoneyReceipt: fenToYuan(details.minMoneyReceiptFen),
    isCreditCode: details.isCreditCode as 0 | 1,
    isLargeRemind: flag(form?.isLargeRemind ?? false),
    largeAmount: fenToYuan(form?.largeAmountFen ?? 0),
    remindContent: form?.remindContent ?? '',
    certificatePickUpAddress: form?.certificatePickUpAddress ?? '',
    certificatePickUpMobile: form?.certificatePickUpMobile ?? '',
    certificatePickUpName: form?.certificatePickUpName ?? '',
    receiptPickUpAddress: form?.receiptPickUpAddress ?? '',
    receiptPickUpMobile: form?.receiptPickUpMobile ?? '',
    receiptPickUpName: form?.receiptPickUpName ?? '',
    donateRecord,
    // Labels, tips and options in the reader's language; the memo keeps both languages.
    fieldList: details.fieldList.map((field) => fieldInLanguage(field, language)),
  };
}

/**
 * The caller's newest donation that kept a certificate title or donation info. Orders sealed
 * under another secret, or from before details were kept, are skipped rather than failing the form.
 */
async function lastDonateRecord(
  db: Db,
  secrets: Secrets,
  userId: number,
): Promise<TFormDetail['donateRecord']> {
  for (const box of await listRecentSealedFormData(db, userId, 5)) {
    let kept: Partial<KeptDetails>;
    try {
      kept = JSON.parse(secrets.open(box)) as Partial<KeptDetails>;
    } catch {
      continue;
    }
    const fields = kept.fields && typeof kept.fields === 'object' ? kept.fields : {};
    const certificateDonorName = kept.certificate?.certificateDonorName ?? '';
    if (Object.keys(fields).length === 0 && certificateDonorName === '') continue;
    return { certificateDonorName, formData: JSON.stringify(fields) };
  }
  return null;
}
