import type { TFormDetail } from '@alma/shared/api/donate';
import { DONATEU } from '@alma/shared/api/spec-paths';
import type { KeptDetails } from '@alma/shared/validation/donation-details-kept';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { donate, ordersOfUser } from '../../../test/order-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { donations } from '../../db/schema/donations.ts';
import { BOOK_DONOR_FIELDS } from '../../db/seed/form-fields-data.ts';

let t: TestApp;
let itemsId: number;

/** A goods-free money project with the book project's fields, a certificate from ¥50, receipts from ¥100. */
beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1' });
  itemsId = await createItem(t.deps);
  await t.deps.database.db.insert(donationForms).values({
    itemsId,
    fieldList: [...BOOK_DONOR_FIELDS],
    isShowCertificate: true,
    isOpenCertificate: true,
    minMoneyCertificateFen: 5000,
    isShowReceipt: true,
    isOpenReceipt: true,
    minMoneyReceiptFen: 10_000,
    isCreditCode: true,
  });
});
afterAll(() => t.close());

const fields = { name: '张三', mobile: '86-13800000000', identity: 4 };
const postal = {
  postalContact: '张三',
  postalMobile: '13800000000',
  postalCountry: '中国',
  postalProvince: '江苏省',
  postalCity: '南京市',
  postalDistrict: '玄武区',
  postalAddress: '北京东路 1 号',
  postalZip: '210000',
};
const enterpriseReceipt = {
  isNeedReceipt: 1,
  receiptDonorType: '2',
  receiptDonorName: '示范科技有限公司',
  receiptType: '1',
  receiptWay: '2',
};

describe('items/donate refuses what the form refuses, and stores nothing', () => {
  it.each<[string, Record<string, unknown>, string]>([
    [
      'a required field left empty: its placeholder',
      { formDataMap: { mobile: fields.mobile } },
      '请输入您的姓名',
    ],
    ['a name below its minimum length', { formDataMap: { ...fields, name: '张' } }, '姓名长度不得小于2'],
    [
      'a mainland mobile of 10 digits',
      { formDataMap: { ...fields, mobile: '86-1380000000' } },
      '请输入合法的手机号',
    ],
    ['an identity the field does not offer', { formDataMap: { ...fields, identity: 9 } }, '请选择身份'],
    ['a shown conditional field left empty', { formDataMap: { ...fields, identity: 1 } }, '请选择所在学院'],
    [
      'a number that is not a positive integer',
      { formDataMap: { ...fields, copies: '2.5' } },
      '必须是正整数',
    ],
    ['a date after 2030', { formDataMap: { ...fields, birthday: '2031-01-01' } }, '请选择出生日期'],
    [
      'a certificate without its title',
      { currencyMoney: 50, formDataMap: fields, certificateDonorName: '' },
      '请输入证书抬头',
    ],
    [
      'an enterprise receipt with a credit code of 17',
      {
        currencyMoney: 100,
        formDataMap: fields,
        certificateDonorName: '张三',
        ...enterpriseReceipt,
        ...postal,
        creditCode: '91320000MA1234567',
      },
      '请输入合法的统一社会信用代码',
    ],
    [
      'an express receipt without an address',
      { currencyMoney: 100, formDataMap: fields, certificateDonorName: '张三', ...enterpriseReceipt },
      '请输入联系人',
    ],
    [
      'an electronic receipt by email without the email',
      {
        currencyMoney: 100,
        formDataMap: fields,
        certificateDonorName: '张三',
        isNeedReceipt: 1,
        receiptDonorName: '张三',
        receiptType: '2',
        receiptWay: '3',
      },
      '请输入接收邮箱',
    ],
    [
      'a field value that is an object',
      { formDataMap: { ...fields, name: { a: 1 } } },
      '参数错误：formDataMap.name',
    ],
  ])('%s', async (_case, body, message) => {
    const user = await createUser(t.deps);
    const answer = await donate(t, user.token, { itemsId, currencyMoney: 10, ...body });
    expect(answer).toMatchObject({ code: -1, message });
    expect(await ordersOfUser(t.deps, user.userId)).toEqual([]);
  });

  it('words a required field’s default placeholder in English, with its English label, when asked', async () => {
    const user = await createUser(t.deps);
    const answer = await t.post(
      `${DONATEU}/items/donate`,
      { itemsId, payType: 1, currencyMoney: 10, formDataMap: { name: '张三', identity: 4 } },
      { token: user.token, language: 'English' },
    );
    // The demo form's 手机号 has the English label Mobile.
    expect(answer).toMatchObject({ code: -1, message: 'Please enter Mobile' });
  });
});

async function keptOf(billNo: string): Promise<KeptDetails> {
  const [row] = await t.deps.database.db
    .select({ formData: donations.formData })
    .from(donations)
    .where(eq(donations.billNo, billNo));
  return JSON.parse(t.deps.secrets.open(String(row?.formData?.sealed))) as KeptDetails;
}

describe('what an order keeps', () => {
  it('only the sections and fields the donor could see, sealed at rest', async () => {
    const user = await createUser(t.deps);
    const answer = await donate(t, user.token, {
      itemsId,
      currencyMoney: 100,
      formDataMap: { ...fields, college: 'sci', enrolYear: 2001, stray: 'x', bookplateName: '不显示' },
      certificateDonorName: ' 张三 ',
      isNeedPaper: 1,
      certificateWay: '2',
      ...enterpriseReceipt,
      creditCode: '91320000MA12345678',
      postalEmail: 'hidden@example.com',
      ...postal,
    });
    expect(answer.code).toBe(0);
    const billNo = answer.data?.orderPayRequestDTO.billNo ?? '';
    const [row] = await t.deps.database.db.select().from(donations).where(eq(donations.billNo, billNo));
    expect(JSON.stringify(row?.formData)).not.toContain('13800000000');
    expect(await keptOf(billNo)).toEqual({
      // identity 4 hides college and year; stray keys and the switch-off field are dropped.
      fields,
      certificate: { isNeedPaper: true, certificateDonorName: '张三', certificateWay: '2' },
      receipt: {
        isNeedReceipt: true,
        receiptDonorType: '2',
        receiptDonorName: '示范科技有限公司',
        creditCode: '91320000MA12345678',
        receiptType: '1',
        receiptWay: '2',
        postalEmail: '',
        postalMobileSms: '',
      },
      // The mobile is kept in its one written form (parseMobile), whatever was typed.
      postal: { ...postal, postalMobile: '86-13800000000' },
    });
  });

  it('an anonymous record keeps no details at all', async () => {
    const user = await createUser(t.deps);
    const answer = await donate(t, user.token, {
      itemsId,
      currencyMoney: 100,
      isNoData: 1,
      certificateDonorName: '张三',
      ...enterpriseReceipt,
    });
    expect(answer.code).toBe(0);
    expect(await keptOf(answer.data?.orderPayRequestDTO.billNo ?? '')).toEqual({ fields: {} });
  });
});

describe('items/formDetail', () => {
  it('answers the fields and sections, and prefills a donor from their last donation', async () => {
    const visitor = await t.get<TFormDetail>(`${DONATEU}/items/formDetail`, { itemsId });
    expect(visitor.data.fieldList.map((field) => field.fieldName)).toEqual(
      BOOK_DONOR_FIELDS.map((field) => field.fieldName),
    );
    expect(visitor.data).toMatchObject({
      isShowCertificate: 1,
      minMoneyCertificate: 50,
      minMoneyReceipt: 100,
      receiptTypeList: ['1', '2'],
      receiptWayElectronicList: ['3', '4'],
      donateRecord: null,
    });

    const user = await createUser(t.deps);
    const first = await t.get<TFormDetail>(`${DONATEU}/items/formDetail`, { itemsId }, { token: user.token });
    expect(first.data.donateRecord).toBeNull();
    await donate(t, user.token, {
      itemsId,
      currencyMoney: 50,
      formDataMap: fields,
      certificateDonorName: '张先生',
    });
    const again = await t.get<TFormDetail>(`${DONATEU}/items/formDetail`, { itemsId }, { token: user.token });
    expect(again.data.donateRecord?.certificateDonorName).toBe('张先生');
    expect(JSON.parse(again.data.donateRecord?.formData ?? '{}')).toEqual(fields);

    // Another donor never sees it.
    const other = await createUser(t.deps);
    const theirs = await t.get<TFormDetail>(
      `${DONATEU}/items/formDetail`,
      { itemsId },
      { token: other.token },
    );
    expect(theirs.data.donateRecord).toBeNull();
  });
});
