import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/server-messages.ts';
import {
  firstReceiptApplicationProblem,
  firstReceiptWayOf,
  type ReceiptApplication,
  type ReceiptApplicationConfig,
} from './receipt-application.ts';

const config: ReceiptApplicationConfig = {
  isOpenReceipt: 1,
  validType: 1,
  isCreditCode: 1,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
};

const ID = '350102199001011234';
const CREDIT = '91350100MA2XXXXX1A';

const express: ReceiptApplication = {
  donorType: 1,
  donorName: '张三',
  creditCode: ID,
  receiptType: 1,
  receiptWay: 2,
  postalContact: '张三',
  postalMobile: '13800138000',
  postalAddress: '福州市学园路2号',
  postalEmail: '',
  postalMobileSms: '',
  donateRecordIds: [5],
};

type Case = [string, Partial<ReceiptApplication>, Partial<ReceiptApplicationConfig>, string | null, string?];

const cases: Case[] = [
  ['a complete paper receipt by express', {}, {}, null],
  ['no item selected', { donateRecordIds: [] }, {}, 'documents.selectItems', '请选择项目'],
  ['receipts closed', {}, { isOpenReceipt: 0 }, 'documents.receiptClosed'],
  ['list applications off (validType 0)', {}, { validType: 0 }, 'documents.receiptClosed'],
  ['personal without name', { donorName: ' ' }, {}, 'form.enterField', '请输入姓名'],
  ['personal without ID number', { creditCode: '' }, {}, 'form.enterField', '请输入身份证号'],
  ['personal ID number of 17', { creditCode: ID.slice(1) }, {}, 'details.invalid', '请输入合法的身份证号'],
  ['personal ID number ending in X', { creditCode: '35010219900101123X' }, {}, null],
  ['personal without ID number, isCreditCode 0', { creditCode: '' }, { isCreditCode: 0 }, null],
  ['personal short ID number, isCreditCode 0', { creditCode: '12' }, { isCreditCode: 0 }, null],
  [
    'enterprise without company name',
    { donorType: 2, donorName: '', creditCode: CREDIT },
    {},
    'form.enterField',
    '请输入单位名称',
  ],
  [
    'enterprise without credit code',
    { donorType: 2, donorName: '某公司', creditCode: '' },
    {},
    'form.enterField',
    '请输入统一社会信用代码',
  ],
  [
    'enterprise credit code of 19',
    { donorType: 2, donorName: '某公司', creditCode: `${CREDIT}1` },
    {},
    'details.invalid',
    '请输入合法的统一社会信用代码',
  ],
  ['enterprise complete', { donorType: 2, donorName: '某公司', creditCode: CREDIT }, {}, null],
  [
    "enterprise given the person's ID number as credit code",
    { donorType: 2, donorName: '张三', creditCode: ID },
    {},
    'details.invalid',
    '请输入合法的统一社会信用代码',
  ],
  [
    'enterprise with a real all-digit-shaped credit code',
    { donorType: 2, donorName: '某公司', creditCode: '91440300708461136T' },
    {},
    null,
  ],
  [
    'enterprise without code, isCreditCode 0',
    { donorType: 2, donorName: '某公司', creditCode: '' },
    { isCreditCode: 0 },
    null,
  ],
  ['unknown donor type', { donorType: 3 }, {}, 'details.chooseDonorType'],
  [
    'a type the institution does not offer',
    { receiptType: 2, receiptWay: 3, postalEmail: 'a@b.cn' },
    { receiptTypeList: ['1'] },
    'details.chooseReceiptType',
  ],
  ['a paper type with an electronic way', { receiptWay: 3 }, {}, 'details.chooseReceiptWay'],
  [
    'paper pickup needs nothing typed',
    { receiptWay: 1, postalAddress: '', postalContact: '', postalMobile: '' },
    {},
    null,
  ],
  ['express without address', { postalAddress: '' }, {}, 'documents.enterPostalAddress', '请输入邮寄地址'],
  ['express without contact', { postalContact: '' }, {}, 'details.enterContact', '请输入联系人'],
  ['express without mobile', { postalMobile: '' }, {}, 'details.enterContactMobile', '请输入联系电话'],
  ['express with a bad mobile', { postalMobile: '1380013' }, {}, 'details.invalid', '请输入合法的联系电话'],
  ['express with an area-number mobile', { postalMobile: '86-13800138000' }, {}, null],
  ['email without address', { receiptType: 2, receiptWay: 3 }, {}, 'details.enterEmail'],
  ['email malformed', { receiptType: 2, receiptWay: 3, postalEmail: 'a@b' }, {}, 'details.invalidEmail'],
  [
    'email complete, no postal fields',
    { receiptType: 2, receiptWay: 3, postalEmail: 'a@b.cn', postalAddress: '' },
    {},
    null,
  ],
  ['SMS without mobile', { receiptType: 2, receiptWay: 4 }, {}, 'details.enterSmsMobile'],
  [
    'SMS with a bad mobile',
    { receiptType: 2, receiptWay: 4, postalMobileSms: '123' },
    {},
    'validation.mobile',
  ],
  ['SMS complete', { receiptType: 2, receiptWay: 4, postalMobileSms: '13800138000' }, {}, null],
];

describe('firstReceiptApplicationProblem (doc 3 §5)', () => {
  it.each(cases)('%s', (_name, patch, configPatch, key, zhText) => {
    const problem = firstReceiptApplicationProblem(
      { ...express, ...patch },
      { ...config, ...configPatch },
      'zh_CN',
    );
    expect(problem?.key ?? null).toBe(key);
    if (problem && zhText) expect(translate('zh_CN', problem.key, problem.params)).toBe(zhText);
  });

  it('names the enterprise field in English', () => {
    const problem = firstReceiptApplicationProblem(
      { ...express, donorType: 2, donorName: 'ACME', creditCode: 'short' },
      config,
      'English',
    );
    expect(problem && translate('English', problem.key, problem.params)).toBe(
      'Please enter a valid Unified social credit code',
    );
    expect(problem?.target).toBe('creditCode');
  });
});

describe('firstReceiptWayOf (doc 3 §4: a type change resets the way)', () => {
  it.each([
    [1, 1],
    [2, 3],
    [3, 0],
  ])('type %i → way %i', (type, way) => {
    expect(firstReceiptWayOf(config, type)).toBe(way);
  });

  it('follows the institution order', () => {
    expect(firstReceiptWayOf({ ...config, receiptWayElectronicList: ['4', '3'] }, 2)).toBe(4);
  });
});
