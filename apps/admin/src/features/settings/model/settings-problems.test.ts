import {
  type TAppearanceSettings,
  type TBaseSettings,
  type TReceiptSettings,
  ZAppearanceSettings,
  ZBaseSettings,
  ZReceiptSettings,
} from '@alma/shared/admin-api/settings';
import { describe, expect, it } from 'vitest';
import { checkSettings } from './settings-problems.ts';

const BASE: TBaseSettings = {
  title: '示范大学教育发展基金会',
  isShowTechnicalSupport: true,
  shareTitle: '与母校一起成长',
  shareDesc: '',
  shareImg: '',
  agreeTitle: '捐赠协议',
  agreeContent: '<p>协议</p>',
  titleEn: '',
  agreeTitleEn: '',
  agreeContentEn: '',
  loginBg: '/files/demo/202611/abcdefghijklmnopqrstuv.jpg',
  awardExplain: '',
  successWord: '谢谢',
  bankName: '中国工商银行南京新街口支行',
  bankAccountName: '示范大学教育发展基金会',
  bankAccountNo: '4301 0112 0900 1234 567',
};

const RECEIPT: TReceiptSettings = {
  isOpenReceipt: true,
  isOpenPaper: true,
  validType: 1,
  isCreditCode: true,
  receiptTypeList: ['1', '2'],
  receiptWayPaperList: ['1'],
  receiptWayElectronicList: ['3'],
  pickUpAddress: '行政楼 305',
  pickUpName: '',
  certificateWayPaperList: ['2'],
  pickUpMobile: '',
};

describe('the shared contract decides, the console words it', () => {
  it('passes valid settings through, trimmed as the server keeps them', () => {
    const verdict = checkSettings(ZBaseSettings, { ...BASE, title: '  基金会  ' });
    expect(verdict.problems).toBeNull();
    expect(verdict.data?.title).toBe('基金会');
  });

  it.each<[string, Partial<TBaseSettings>, string, object]>([
    ['an empty (blank) foundation name', { title: '   ' }, 'title', { key: 'required' }],
    [
      'a share title past 50',
      { shareTitle: '长'.repeat(51) },
      'shareTitle',
      { key: 'tooLong', max: 50, length: 51 },
    ],
    ['a picture from elsewhere', { shareImg: 'https://example.com/a.png' }, 'shareImg', { key: 'image' }],
    ['a control character in one line', { shareDesc: 'a\u0007b' }, 'shareDesc', { key: 'control' }],
    ['a line break in one line', { agreeTitle: '协\n议' }, 'agreeTitle', { key: 'control' }],
  ])('base: %s', (_, change, field, problem) => {
    const verdict = checkSettings(ZBaseSettings, { ...BASE, ...change });
    expect(verdict.data).toBeNull();
    expect(verdict.problems?.get(field)).toEqual(problem);
  });

  it('bank transfer account: an account number with letters is refused, by its field', () => {
    expect(
      checkSettings(ZBaseSettings, { ...BASE, bankAccountNo: '4301-ABC' }).problems?.has('bankAccountNo'),
    ).toBe(true);
    expect(checkSettings(ZBaseSettings, { ...BASE, bankAccountNo: '' }).problems).toBeNull();
  });

  it('keeps line breaks in multi-line words', () => {
    expect(checkSettings(ZBaseSettings, { ...BASE, successWord: '一\n二' }).problems).toBeNull();
  });

  it.each<[string, Partial<TReceiptSettings>, string, string]>([
    ['open without a kind', { receiptTypeList: [] }, 'receiptTypeList', 'chooseOne'],
    ['paper offered without a way', { receiptWayPaperList: [] }, 'receiptWayPaperList', 'chooseOne'],
    [
      'electronic offered without a way',
      { receiptWayElectronicList: [] },
      'receiptWayElectronicList',
      'chooseOne',
    ],
    ['pick-up offered without an address', { pickUpAddress: ' ' }, 'pickUpAddress', 'required'],
    ['letters for the phone', { pickUpMobile: 'abc-电话' }, 'pickUpMobile', 'phone'],
    ['a landline without its area code', { pickUpMobile: '6512 3456' }, 'pickUpMobile', 'phone'],
    ['an address of 10,000 characters', { pickUpAddress: '路'.repeat(10_000) }, 'pickUpAddress', 'tooLong'],
  ])('receipts: %s', (_, change, field, key) => {
    const verdict = checkSettings(ZReceiptSettings, { ...RECEIPT, ...change });
    expect(verdict.problems?.get(field)?.key).toBe(key);
  });

  it('receipts: an address past its limit is refused with the limit, never cut to it', () => {
    const verdict = checkSettings(ZReceiptSettings, { ...RECEIPT, pickUpAddress: '路'.repeat(10_000) });
    expect(verdict.data).toBeNull();
    expect(verdict.problems?.get('pickUpAddress')).toEqual({ key: 'tooLong', max: 100, length: 10_000 });
  });

  it.each(['13912345678', '010-12345678', '0512-6512 3456 转 801', '400-123-4567', ''])(
    'receipts: the phone %s is accepted',
    (pickUpMobile) => {
      expect(checkSettings(ZReceiptSettings, { ...RECEIPT, pickUpMobile }).problems).toBeNull();
    },
  );

  it('receipts: nothing is needed while receipts are closed, nor ways of a kind not offered', () => {
    const closed = { ...RECEIPT, isOpenReceipt: false, receiptTypeList: [], pickUpAddress: '' };
    expect(checkSettings(ZReceiptSettings, closed).problems).toBeNull();
    const electronicOnly = { ...RECEIPT, receiptTypeList: ['2' as const], receiptWayPaperList: [] };
    expect(checkSettings(ZReceiptSettings, { ...electronicOnly, pickUpAddress: '' }).problems).toBeNull();
  });

  it.each<[string, TAppearanceSettings, string | null]>([
    ['the file colour', { themeColor: null, features: {} }, null],
    ['a six-digit colour and flags', { themeColor: '#A1b2C3', features: { allowDesktop: false } }, null],
    ['a colour with alpha', { themeColor: '#a1b2c3ff', features: {} }, 'colour'],
  ])('appearance: %s', (_, value, key) => {
    expect(checkSettings(ZAppearanceSettings, value).problems?.get('themeColor')?.key ?? null).toBe(key);
  });
});
