import type { TFormDetail, TItemsSubPrice } from '@alma/shared/api/donate';
import { fenToYuan } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import type { PaymentProviders } from '../../integrations/payments/provider-registry.ts';
import { findDonatableItem, listSubItemNames } from './repository.ts';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

/** items/itemsSubPrice: what the amount section of the form needs. */
export async function getItemsSubPrice(db: Db, itemsId: number): Promise<TItemsSubPrice> {
  const [item, subs] = await Promise.all([findDonatableItem(db, itemsId), listSubItemNames(db, itemsId)]);
  if (!item) throw notFound();
  return {
    subItemsList: item.isSub ? subs : [],
    isFixMoney: flag(item.isFixMoney),
    fixMoneyList: item.fixMoney.map(({ title, money }) => ({ title, money: fenToYuan(money) })),
    isHandMoney: flag(item.isHandMoney),
    isSub: flag(item.isSub),
  };
}

/**
 * items/formDetail, static part. The pay methods offered are the form's list cut down to the pay
 * types this server has a provider for, so the form never offers a method that cannot work.
 */
export async function getFormDetail(
  db: Db,
  payments: PaymentProviders,
  itemsId: number,
): Promise<TFormDetail> {
  const item = await findDonatableItem(db, itemsId);
  if (!item) throw notFound();
  const form = item.form ?? undefined;
  const configured = payments.payTypes().map(String);
  const wanted = form && form.payPlatformList.length > 0 ? form.payPlatformList : configured;
  return {
    id: itemsId,
    itemsId,
    minMoney: fenToYuan(form?.minMoneyFen ?? 0),
    isIntegerMoney: flag(form?.isIntegerMoney ?? false),
    payPlatformList: wanted.filter((payType) => configured.includes(payType)),
    receiptTypeList: ['1', '2'],
    receiptWayPaperList: ['1', '2'],
    receiptWayElectronicList: ['3', '4'],
    certificateWayPaperList: ['1', '2'],
    offlineContactInfo: form?.offlineContactInfo ?? '',
    isShowAnonymous: flag(form?.isShowAnonymous ?? true),
    isShowNoData: flag(form?.isShowNoData ?? true),
    isOpenCertificate: flag(form?.isOpenCertificate ?? false),
    isShowCertificate: flag(form?.isShowCertificate ?? false),
    minMoneyCertificate: fenToYuan(form?.minMoneyCertificateFen ?? 0),
    isOpenReceipt: flag(form?.isOpenReceipt ?? false),
    isShowReceipt: flag(form?.isShowReceipt ?? false),
    minMoneyReceipt: fenToYuan(form?.minMoneyReceiptFen ?? 0),
    isCreditCode: flag(form?.isCreditCode ?? false),
    isLargeRemind: flag(form?.isLargeRemind ?? false),
    largeAmount: fenToYuan(form?.largeAmountFen ?? 0),
    remindContent: form?.remindContent ?? '',
    certificatePickUpAddress: '',
    certificatePickUpMobile: '',
    certificatePickUpName: '',
    receiptPickUpAddress: '',
    receiptPickUpMobile: '',
    receiptPickUpName: '',
    donateRecord: null,
    fieldList: [],
  };
}
