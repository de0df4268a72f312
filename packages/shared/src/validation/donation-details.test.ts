import { describe, expect, it } from 'vitest';
import {
  type DetailsConfig,
  type DonationDetails,
  detailsProblemText,
  EMPTY_CERTIFICATE,
  EMPTY_POSTAL,
  EMPTY_RECEIPT,
  firstDetailsProblem,
  sectionsOf,
  soleOption,
} from './donation-details.ts';
import { copyNameIntoEmpty, keptDetails } from './donation-details-kept.ts';
import { formField } from './form-fields.ts';

const nameField = formField({
  fieldName: 'name',
  fieldShowName: '姓名',
  fieldUiType: 'input',
  inputTip: '请输入您的姓名',
  isRequire: 1,
});

const config: DetailsConfig = {
  fieldList: [nameField],
  isShowCertificate: 1,
  isOpenCertificate: 1,
  minMoneyCertificateFen: 10_000,
  certificateWayPaperList: ['1', '2'],
  isShowReceipt: 1,
  isOpenReceipt: 1,
  minMoneyReceiptFen: 20_000,
  isCreditCode: 1,
  offlineContactInfo: '',
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
};

const blank: DonationDetails = {
  isNoData: false,
  fields: { name: '张三' },
  certificate: EMPTY_CERTIFICATE,
  receipt: EMPTY_RECEIPT,
  postal: EMPTY_POSTAL,
};

function entry(patch: {
  isNoData?: boolean;
  certificate?: Partial<DonationDetails['certificate']>;
  receipt?: Partial<DonationDetails['receipt']>;
  postal?: Partial<DonationDetails['postal']>;
  fields?: DonationDetails['fields'];
}): DonationDetails {
  return {
    isNoData: patch.isNoData ?? false,
    fields: patch.fields ?? blank.fields,
    certificate: { ...EMPTY_CERTIFICATE, certificateDonorName: '张三', ...patch.certificate },
    receipt: { ...EMPTY_RECEIPT, ...patch.receipt },
    postal: { ...EMPTY_POSTAL, ...patch.postal },
  };
}

const goodPostal = {
  postalContact: '张三',
  postalMobile: '86-13800000000',
  postalCountry: '中国',
  postalProvince: '广东省',
  postalCity: '深圳市',
  postalDistrict: '南山区',
  postalAddress: '科技园1号',
};

describe('sectionsOf (doc 2 §4.3)', () => {
  it.each<[string, DetailsConfig, number, DonationDetails, Partial<ReturnType<typeof sectionsOf>>]>([
    [
      'below both minimums: donation info only',
      config,
      9_999,
      blank,
      { fields: true, certificate: false, receipt: false },
    ],
    ['at the certificate minimum', config, 10_000, blank, { certificate: true, receipt: false }],
    [
      'at the receipt minimum',
      config,
      20_000,
      blank,
      { certificate: true, receipt: true, receiptInputs: false },
    ],
    [
      'anonymous record hides every section',
      config,
      50_000,
      entry({ isNoData: true, receipt: { isNeedReceipt: true } }),
      { fields: false, certificate: false, receipt: false, receiptInputs: false, mailing: false },
    ],
    [
      'certificate shown but not open',
      { ...config, isOpenCertificate: 0 },
      50_000,
      blank,
      { certificate: false },
    ],
    ['receipt open but not shown', { ...config, isShowReceipt: 0 }, 50_000, blank, { receipt: false }],
    [
      'offline receipt: the contact text instead of inputs',
      { ...config, offlineContactInfo: '请联系基金会办公室' },
      50_000,
      entry({ receipt: { isNeedReceipt: true } }),
      { receipt: true, offlineContact: true, receiptInputs: false },
    ],
    [
      'paper receipt offers pickup and express',
      config,
      50_000,
      entry({ receipt: { isNeedReceipt: true, receiptType: '1' } }),
      { receiptInputs: true, receiptWays: ['1', '2'], mailing: false },
    ],
    [
      'electronic receipt offers email and SMS',
      config,
      50_000,
      entry({ receipt: { isNeedReceipt: true, receiptType: '2' } }),
      { receiptWays: ['3', '4'] },
    ],
    [
      'way 3 shows the email',
      config,
      50_000,
      entry({ receipt: { isNeedReceipt: true, receiptType: '2', receiptWay: '3' } }),
      { email: true, sms: false, mailing: false },
    ],
    [
      'way 4 shows the SMS mobile',
      config,
      50_000,
      entry({ receipt: { isNeedReceipt: true, receiptType: '2', receiptWay: '4' } }),
      { email: false, sms: true },
    ],
    [
      'an express receipt shows mailing',
      config,
      50_000,
      entry({ receipt: { isNeedReceipt: true, receiptType: '1', receiptWay: '2' } }),
      { mailing: true, receiptPickup: false },
    ],
    [
      'a receipt picked up shows the pickup address',
      config,
      50_000,
      entry({ receipt: { isNeedReceipt: true, receiptType: '1', receiptWay: '1' } }),
      { mailing: false, receiptPickup: true },
    ],
    [
      'a posted paper certificate shows mailing',
      config,
      10_000,
      entry({ certificate: { isNeedPaper: true, certificateWay: '2' } }),
      { mailing: true, certificateWays: ['1', '2'] },
    ],
    [
      'a paper certificate with no way options can only be posted',
      { ...config, certificateWayPaperList: [] },
      10_000,
      entry({ certificate: { isNeedPaper: true } }),
      { mailing: true },
    ],
    [
      'the credit code shows only when configured',
      { ...config, isCreditCode: 0 },
      50_000,
      entry({ receipt: { isNeedReceipt: true } }),
      { creditCode: false },
    ],
  ])('%s', (_case, cfg, amountFen, details, expected) => {
    expect(sectionsOf(cfg, amountFen, details)).toMatchObject(expected);
  });

  it('a single way option picks itself', () => {
    expect(soleOption(['3'])).toBe('3');
    expect(soleOption(['3', '4'])).toBeNull();
    expect(soleOption([])).toBeNull();
  });
});

describe('firstDetailsProblem (doc 2 §5)', () => {
  const receipt = (patch: Partial<DonationDetails['receipt']>) =>
    entry({
      receipt: {
        isNeedReceipt: true,
        receiptDonorName: '张三',
        receiptType: '2',
        receiptWay: '3',
        postalEmail: 'a@b.cn',
        ...patch,
      },
    });

  it.each<[string, number, DonationDetails, string | null]>([
    ['all fine', 50_000, receipt({}), null],
    ['a required field: its placeholder', 50_000, entry({ fields: {} }), '请输入您的姓名'],
    ['no certificate title', 10_000, entry({ certificate: { certificateDonorName: ' ' } }), '请输入证书抬头'],
    [
      'paper certificate without a way',
      10_000,
      entry({ certificate: { isNeedPaper: true } }),
      '请选择证书领取方式',
    ],
    ['receipt without a name (personal)', 50_000, receipt({ receiptDonorName: '' }), '请输入姓名'],
    [
      'receipt without a name (enterprise)',
      50_000,
      receipt({ receiptDonorType: '2', receiptDonorName: '' }),
      '请输入单位名称',
    ],
    [
      'an enterprise credit code of 17 characters',
      50_000,
      receipt({ receiptDonorType: '2', creditCode: '91110000MA0000000' }),
      '请输入合法的统一社会信用代码',
    ],
    [
      'an enterprise credit code of 18 characters',
      50_000,
      receipt({ receiptDonorType: '2', creditCode: '91110000MA00000000' }),
      null,
    ],
    [
      "an enterprise given a person's ID number as credit code",
      50_000,
      receipt({ receiptDonorType: '2', creditCode: '110101199003074514' }),
      '请输入合法的统一社会信用代码',
    ],
    [
      "a person's ID number as a personal number",
      50_000,
      receipt({ creditCode: '110101199003074514' }),
      null,
    ],
    [
      'a personal ID number of 17',
      50_000,
      receipt({ creditCode: '11010119900101123' }),
      '请输入合法的身份证号',
    ],
    ['no receipt type', 50_000, receipt({ receiptType: '' }), '请选择收据类型'],
    ['a way the type does not offer', 50_000, receipt({ receiptWay: '1' }), '请选择收据领取方式'],
    ['no email for way 3', 50_000, receipt({ postalEmail: '' }), '请输入接收邮箱'],
    ['a bad email', 50_000, receipt({ postalEmail: 'not-an-email' }), '请输入合法的邮箱'],
    ['no SMS mobile for way 4', 50_000, receipt({ receiptWay: '4' }), '请输入接收短信的手机号'],
    [
      'a bad SMS mobile',
      50_000,
      receipt({ receiptWay: '4', postalMobileSms: '86-1380000' }),
      '请输入合法的手机号',
    ],
    [
      'express receipt without a contact',
      50_000,
      receipt({ receiptType: '1', receiptWay: '2' }),
      '请输入联系人',
    ],
    [
      'express receipt with a full address',
      50_000,
      { ...receipt({ receiptType: '1', receiptWay: '2' }), postal: { ...EMPTY_POSTAL, ...goodPostal } },
      null,
    ],
    [
      'mailing without a region',
      50_000,
      {
        ...receipt({ receiptType: '1', receiptWay: '2' }),
        postal: { ...EMPTY_POSTAL, ...goodPostal, postalProvince: '' },
      },
      '请选择所在地区',
    ],
    [
      'mailing with a bad postcode',
      50_000,
      {
        ...receipt({ receiptType: '1', receiptWay: '2' }),
        postal: { ...EMPTY_POSTAL, ...goodPostal, postalZip: '1234' },
      },
      '请输入合法的邮编',
    ],
    [
      'anonymous record: nothing is asked',
      50_000,
      entry({ isNoData: true, fields: {}, certificate: { certificateDonorName: '' } }),
      null,
    ],
  ])('%s', (_case, amountFen, details, message) => {
    const problem = firstDetailsProblem(config, amountFen, details, 'zh_CN');
    expect(problem ? detailsProblemText(problem, 'zh_CN') : null).toBe(message);
  });

  it('speaks the reader’s language', () => {
    const problem = firstDetailsProblem(
      config,
      50_000,
      receipt({ receiptDonorType: '2', creditCode: '123' }),
      'English',
    );
    expect(problem && detailsProblemText(problem, 'English')).toBe(
      'Please enter a valid Unified social credit code',
    );
  });
});

describe('keptDetails', () => {
  it('keeps only the shown sections and trims them', () => {
    const details = entry({
      certificate: { certificateDonorName: ' 张三 ', isNeedPaper: false, certificateWay: '2' },
      receipt: {
        isNeedReceipt: true,
        receiptDonorName: '张三',
        receiptType: '2',
        receiptWay: '3',
        postalEmail: 'a@b.cn',
        postalMobileSms: '13800000000',
      },
      postal: { postalAddress: 'stale' },
    });
    expect(keptDetails(config, 50_000, details)).toEqual({
      fields: { name: '张三' },
      certificate: { isNeedPaper: false, certificateDonorName: '张三', certificateWay: '' },
      receipt: {
        isNeedReceipt: true,
        receiptDonorType: '1',
        receiptDonorName: '张三',
        creditCode: '',
        receiptType: '2',
        receiptWay: '3',
        postalEmail: 'a@b.cn',
        postalMobileSms: '',
      },
    });
  });

  it('keeps every mobile in its one written form, however it was typed', () => {
    const mobileField = formField({ fieldName: 'tel', fieldShowName: '电话', fieldUiType: 'mobile' });
    const withMobile = { ...config, fieldList: [nameField, mobileField] };
    const details = entry({
      fields: { name: '张三', tel: '+86 139 0000 0000' },
      receipt: {
        isNeedReceipt: true,
        receiptType: '2',
        receiptWay: '4',
        postalMobileSms: '0086-13900000000',
      },
    });
    const kept = keptDetails(withMobile, 50_000, details);
    expect(kept.fields.tel).toBe('86-13900000000');
    expect(kept.receipt?.postalMobileSms).toBe('86-13900000000');
    const mailed = entry({
      certificate: { isNeedPaper: true, certificateWay: '2' },
      postal: { ...goodPostal, postalMobile: '086 139-0000-0000' },
    });
    expect(keptDetails(config, 10_000, mailed).postal?.postalMobile).toBe('86-13900000000');
  });

  it('an anonymous record keeps nothing', () => {
    expect(keptDetails(config, 50_000, { ...blank, isNoData: true })).toEqual({ fields: {} });
  });
});

describe('copyNameIntoEmpty', () => {
  it('fills the empty names and leaves typed ones', () => {
    const details = entry({ certificate: { certificateDonorName: '' }, postal: { postalContact: '李四' } });
    const copied = copyNameIntoEmpty(details, ' 张三 ');
    expect(copied.certificate.certificateDonorName).toBe('张三');
    expect(copied.receipt.receiptDonorName).toBe('张三');
    expect(copied.postal.postalContact).toBe('李四');
    expect(copyNameIntoEmpty(details, '  ')).toBe(details);
  });
});
