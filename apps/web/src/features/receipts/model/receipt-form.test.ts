import type { TReceiptLastUserInfo } from '@alma/shared/api/receipts';
import { firstReceiptApplicationProblem } from '@alma/shared/validation/receipt-application';
import { describe, expect, it } from 'vitest';
import {
  initialReceiptForm,
  joinAreaNumber,
  type ReceiptFormConfig,
  receiptInsertBody,
  splitAreaNumber,
  withDonorType,
  withReceiptType,
  withReceiptWay,
} from './receipt-form.ts';

const config: ReceiptFormConfig = {
  isOpenReceipt: 1,
  validType: 1,
  isCreditCode: 1,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1', '2'],
  receiptWayElectronicList: ['3', '4'],
  pickUpAddress: '校友会办公室',
  pickUpName: '王老师',
  pickUpMobile: '0591-22866000',
};

const last: NonNullable<TReceiptLastUserInfo> = {
  donorType: 2,
  donorName: '某公司',
  creditCode: '91350100MA2XXXXX1A',
  receiptType: 1,
  receiptWay: 2,
  postalContact: '张三',
  postalMobile: '86-13800138000',
  postalAddress: '福州市学园路2号',
  postalEmail: 'a@b.cn',
  postalMobileSms: '',
};

describe('initialReceiptForm (doc 3 §3, §4)', () => {
  it('without a last application: personal, first type, first way, pickup filled', () => {
    expect(initialReceiptForm(config, null)).toMatchObject({
      donorType: 1,
      donorName: '',
      receiptType: 1,
      receiptWay: 1,
      postalAddress: '校友会办公室',
      postalContact: '王老师',
      postalMobile: '0591-22866000',
    });
  });

  it('prefills from the last application, its express address included', () => {
    expect(initialReceiptForm(config, last)).toMatchObject({
      donorType: 2,
      donorName: '某公司',
      receiptType: 1,
      receiptWay: 2,
      postalAddress: '福州市学园路2号',
      postalMobile: '86-13800138000',
    });
  });

  it('falls back to what the institution offers now', () => {
    const form = initialReceiptForm({ ...config, receiptTypeList: ['2'] }, last);
    expect(form).toMatchObject({ receiptType: 2, receiptWay: 3, postalAddress: '', postalEmail: 'a@b.cn' });
  });

  it('does not offer a last pickup’s school address as a postal one', () => {
    const form = initialReceiptForm({ ...config, receiptWayPaperList: ['2'] }, { ...last, receiptWay: 1 });
    expect(form).toMatchObject({ receiptWay: 2, postalAddress: '', postalContact: '' });
  });
});

describe('changing type and way (doc 3 §4)', () => {
  it('a type change resets the way to the first of its list', () => {
    const paper = initialReceiptForm(config, null);
    expect(withReceiptType(paper, 2, config)).toMatchObject({
      receiptType: 2,
      receiptWay: 3,
      postalAddress: '',
    });
    const electronic = withReceiptType(paper, 2, { ...config, receiptWayElectronicList: ['4', '3'] });
    expect(electronic.receiptWay).toBe(4);
    expect(withReceiptType(electronic, 1, config)).toMatchObject({ receiptWay: 1, postalContact: '王老师' });
  });

  it('express clears the pickup details', () => {
    const form = withReceiptWay(initialReceiptForm(config, null), 2, config);
    expect(form).toMatchObject({ receiptWay: 2, postalAddress: '', postalContact: '', postalMobile: '' });
  });
});

describe('receiptInsertBody (doc 3 §3)', () => {
  it('sends only what the way shows, trimmed', () => {
    const form = { ...initialReceiptForm(config, last), donorName: ' 某公司 ', postalEmail: 'x@y.cn' };
    const body = receiptInsertBody(form, [7, 8], config);
    expect(body).toMatchObject({
      donorName: '某公司',
      postalEmail: '',
      postalMobileSms: '',
      postalAddress: '福州市学园路2号',
      donateRecordIds: [7, 8],
    });
    expect(firstReceiptApplicationProblem(body, config, 'zh_CN')).toBeNull();
  });

  it('drops the credit code when the institution does not ask for it', () => {
    const body = receiptInsertBody(initialReceiptForm(config, last), [1], { isCreditCode: 0 });
    expect(body.creditCode).toBe('');
  });

  it('an email receipt sends the email and no postal fields', () => {
    const form = { ...withReceiptType(initialReceiptForm(config, null), 2, config), postalEmail: ' a@b.cn ' };
    const body = receiptInsertBody(form, [1], config);
    expect(body).toMatchObject({ receiptWay: 3, postalEmail: 'a@b.cn', postalAddress: '', postalMobile: '' });
  });
});

describe('area-number mobiles', () => {
  it.each([
    ['86-13800138000', { area: '86', number: '13800138000' }],
    ['852-91234567', { area: '852', number: '91234567' }],
    ['13800138000', { area: '86', number: '13800138000' }],
    ['', { area: '86', number: '' }],
  ])('%j splits into %j', (text, parts) => {
    expect(splitAreaNumber(text)).toEqual(parts);
  });

  it('joins, empty while no number is typed', () => {
    expect(joinAreaNumber('852', '91234567')).toBe('852-91234567');
    expect(joinAreaNumber('', '13800138000')).toBe('86-13800138000');
    expect(joinAreaNumber('852', '')).toBe('');
  });
});

describe('switching the donor type', () => {
  it('clears the name and number typed for the other type, and keeps the rest', () => {
    const person = {
      ...initialReceiptForm(config, null),
      donorType: 1 as const,
      donorName: '张三',
      creditCode: '110101199003074514',
      postalEmail: 'a@example.com',
    };
    const company = withDonorType(person, 2);
    expect(company).toMatchObject({
      donorType: 2,
      donorName: '',
      creditCode: '',
      postalEmail: 'a@example.com',
    });
    expect(withDonorType(company, 2)).toBe(company);
    expect(
      withDonorType({ ...company, donorName: '示范科技', creditCode: '91320100MA1XXXXXX1' }, 1),
    ).toMatchObject({
      donorType: 1,
      donorName: '',
      creditCode: '',
    });
  });
});
