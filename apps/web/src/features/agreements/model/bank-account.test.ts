import { describe, expect, it } from 'vitest';
import { bankAccountOf, copyableAccountNo } from './bank-account.ts';

describe('the foundation’s account', () => {
  it('is read from baseConfig', () => {
    expect(
      bankAccountOf({
        bankName: ' 中国银行北京分行 ',
        bankAccountName: '示范大学教育发展基金会',
        bankAccountNo: '1234 5678 9012',
      }),
    ).toEqual({
      bankName: '中国银行北京分行',
      accountName: '示范大学教育发展基金会',
      accountNo: '1234 5678 9012',
    });
  });

  it('is empty, not broken, from a server that does not send it yet', () => {
    expect(bankAccountOf({ title: '基金会' })).toEqual({ bankName: '', accountName: '', accountNo: '' });
    expect(bankAccountOf(undefined)).toEqual({ bankName: '', accountName: '', accountNo: '' });
  });

  it('is copied without the spaces it is shown with', () => {
    expect(copyableAccountNo('1234 5678  9012')).toBe('123456789012');
  });
});
