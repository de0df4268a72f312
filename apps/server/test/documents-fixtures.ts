import { DONATEU } from '@alma/shared/api/spec-paths';
import { donationForms } from '../src/db/schema/donation-forms.ts';
import { foundation, receiptConfig } from '../src/db/schema/site.ts';
import { createItem, createUser } from './fixtures.ts';
import { notify, placeOrder } from './order-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Certificates and receipts: an institution that offers both, and paid gifts to a project. */

export const PICKUP = { pickUpAddress: '行政楼 101', pickUpName: '王老师', pickUpMobile: '010-12345678' };

/** The foundation's receipt config: receipts and paper certificates open, every way offered. */
export async function openDocuments(t: TestApp): Promise<void> {
  const { db } = t.deps.database;
  await db.insert(foundation).values({ title: '示范大学教育发展基金会' }).onConflictDoNothing();
  await db
    .insert(receiptConfig)
    .values({
      isOpenReceipt: true,
      isOpenPaper: true,
      validType: 1,
      isCreditCode: true,
      receiptTypeList: ['1', '2'],
      receiptWayPaperList: ['1', '2'],
      receiptWayElectronicList: ['3', '4'],
      certificateWayPaperList: ['1', '2'],
      ...PICKUP,
    })
    .onConflictDoNothing();
}

/** A project whose form gives a certificate from ¥50 and receipts from ¥100. */
export async function documentProject(t: TestApp): Promise<number> {
  const itemsId = await createItem(t.deps, { name: '图书馆建设' });
  await t.deps.database.db.insert(donationForms).values({
    itemsId,
    isShowCertificate: true,
    isOpenCertificate: true,
    minMoneyCertificateFen: 5000,
    certificateWayPaperList: ['1', '2'],
    isShowReceipt: true,
    isOpenReceipt: true,
    minMoneyReceiptFen: 10_000,
    isCreditCode: true,
    receiptTypeList: ['1', '2'],
    receiptWayPaperList: ['1', '2'],
    receiptWayElectronicList: ['3', '4'],
  });
  return itemsId;
}

/** A company's electronic receipt by email, as a donor fills the receipt section. */
export const EMAIL_RECEIPT = {
  isNeedReceipt: 1,
  receiptDonorType: '2',
  receiptDonorName: '示范科技有限公司',
  creditCode: '91320100MA1XXXXXX1',
  receiptType: '2',
  receiptWay: '3',
  postalEmail: 'finance@example.com',
};

export const POSTAL = {
  postalContact: '张三',
  postalMobile: '13800000000',
  postalCountry: '中国',
  postalProvince: '江苏省',
  postalCity: '南京市',
  postalDistrict: '玄武区',
  postalAddress: '北京东路 1 号',
  postalZip: '210000',
};

/** Places and pays a gift; `body` adds the form's certificate and receipt fields. */
export async function paidGift(
  t: TestApp,
  donor: { token: string },
  itemsId: number,
  yuan: number,
  body: Record<string, unknown> = {},
): Promise<string> {
  const billNo = await placeOrder(t, donor.token, { itemsId, currencyMoney: yuan, ...body });
  const answer = await notify(t, { billNo, amountFen: yuan * 100 });
  if (answer.statusCode !== 200) throw new Error(`payment not taken: ${answer.body}`);
  return billNo;
}

export async function newDonor(t: TestApp) {
  return createUser(t.deps, { realName: '张三' });
}

export const successOf = (t: TestApp, token: string, billNo: string) =>
  t.get<{ certificateImg: string }>(`${DONATEU}/items/success`, { donatePlatOrder: billNo }, { token });
