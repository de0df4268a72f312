import type { TMySignRow } from '@alma/shared/api/agreements';
import { describe, expect, it } from 'vitest';
import { agreementRowView, agreementUrlOf, documentToOpen } from './my-agreements.ts';

const row: TMySignRow = {
  id: 12,
  signTime: '2025-03-08 14:05:59',
  donateItemTitle: '优秀学子奖学金',
  donationAmount: 2000.5,
  mutualAgreementUrl: '',
  unilateralAgreementUrl: '/documents/agreement/12.1.s?e=1&s=x',
  donationReceiptsUrl: '',
  status: 'SIGNED',
};

describe('a row of my agreements', () => {
  it('shows the submit time without seconds, the item and the amount in yuan', () => {
    expect(agreementRowView(row)).toEqual({
      submitted: '2025-03-08 14:05',
      title: '优秀学子奖学金',
      amount: '2,000.50',
      status: 'signed',
      signable: false,
    });
  });

  it.each([
    ['GENERATED', 'generated', true],
    ['SEALED', 'sealed', false],
    ['FUNDS_RECEIVED', 'fundsReceived', false],
    ['VOID', 'void', false],
    ['LATER', null, false],
  ] as const)('%s reads as %s; only an unsigned one offers signing', (status, key, signable) => {
    expect(agreementRowView({ ...row, status })).toMatchObject({ status: key, signable });
  });

  it('has no submit time when the server sent none', () => {
    expect(agreementRowView({ ...row, signTime: '' }).submitted).toBe('');
  });
});

describe('view agreement (doc 4 §4)', () => {
  const mutual = '/documents/agreement/12.1.m?e=1&s=y';
  it.each([
    [mutual, row.unilateralAgreementUrl, mutual],
    ['', row.unilateralAgreementUrl, row.unilateralAgreementUrl],
    [mutual, '', mutual],
    ['', '', ''],
  ])('mutual %j, unilateral %j → %j', (mutualAgreementUrl, unilateralAgreementUrl, opened) => {
    expect(agreementUrlOf({ mutualAgreementUrl, unilateralAgreementUrl })).toBe(opened);
  });
});

describe('what view agreement and view receipt open (doc 4 §4, §8)', () => {
  const receipt = '/documents/receipt/5?e=1&s=z';

  it('opens the agreement in the preview, the mutual one first', () => {
    expect(
      documentToOpen({ ...row, mutualAgreementUrl: '/documents/agreement/12.2.m' }, 'agreement'),
    ).toEqual({
      url: '/documents/agreement/12.2.m',
      kind: 'agreement',
    });
  });

  it('opens the receipt in the same preview, as a receipt', () => {
    expect(documentToOpen({ ...row, donationReceiptsUrl: receipt }, 'receipt')).toEqual({
      url: receipt,
      kind: 'receipt',
    });
  });

  it('says 暂无协议 / 暂无票据 when there is no file', () => {
    expect(documentToOpen({ ...row, unilateralAgreementUrl: '' }, 'agreement')).toEqual({
      missing: 'agreement.noAgreement',
    });
    expect(documentToOpen(row, 'receipt')).toEqual({ missing: 'agreement.noReceipt' });
  });
});
