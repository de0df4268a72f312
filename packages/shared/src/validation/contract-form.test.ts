import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/server-messages.ts';
import {
  AGREEMENT_NAME_MAX,
  type ContractFormInput,
  checkAgreementAmount,
  contractFormProblem,
  contractIdentityProblem,
  hhuAgreementProblem,
} from './contract-form.ts';

const full: ContractFormInput = {
  name: '张三',
  mobile: '13900000000',
  idNo: '320102199001011234',
  donateItemId: 3,
  donationAmount: '5000',
};

describe('the contract form (doc 4 §5), in its order and words', () => {
  // Each row blanks more of the form: the first missing field in the spec's order is the one named.
  const order: Array<[Partial<ContractFormInput>, string, string]> = [
    [{ name: '', mobile: '', idNo: '', donateItemId: '', donationAmount: '' }, 'name', '请输入姓名'],
    [{ mobile: '', idNo: '', donateItemId: '', donationAmount: '' }, 'mobile', '请输入手机'],
    [{ idNo: '', donateItemId: '', donationAmount: '' }, 'idNo', '请输入证件号码'],
    [{ donateItemId: null, donationAmount: '' }, 'donateItemId', '请选择捐赠项目'],
    [{ donationAmount: '' }, 'donationAmount', '请输入捐赠金额'],
    [{ donationAmount: '-5' }, 'donationAmount', '捐赠金额必须是正数'],
    [{ donationAmount: '0' }, 'donationAmount', '捐赠金额必须是正数'],
    [{ donationAmount: 'abc' }, 'donationAmount', '捐赠金额必须是正数'],
    [{ donationAmount: '1e5' }, 'donationAmount', '捐赠金额必须是正数'],
    [{ donationAmount: '12.345' }, 'donationAmount', '捐赠金额最多两位小数'],
    [{ donationAmount: '10000000.01' }, 'donationAmount', '捐赠金额不能超过10,000,000元'],
    [{ name: '   ' }, 'name', '请输入姓名'],
  ];

  it.each(order)('%j → %s: %s', (change, field, words) => {
    const found = contractFormProblem({ ...full, ...change });
    expect(found?.field).toBe(field);
    expect(found && translate('zh_CN', found.key, found.params)).toBe(words);
  });

  it('passes a whole form, the amount as text or as a number, the identity as baseInfo shows it', () => {
    expect(contractFormProblem(full)).toBeNull();
    expect(contractFormProblem({ ...full, mobile: '139****0000', idNo: '3201**********1234' })).toBeNull();
    expect(contractFormProblem({ ...full, donationAmount: 0.01 })).toBeNull();
    expect(contractFormProblem({ ...full, donationAmount: '10000000' })).toBeNull();
  });

  it('speaks English too', () => {
    const found = contractFormProblem({ ...full, donationAmount: '-1' });
    expect(found && translate('English', found.key)).toBe('The donation amount must be a positive number');
  });
});

describe('the account’s own identity, checked by the server before a contract is made', () => {
  const identity = { name: '张三', mobile: '86-13900000000', idNo: '320102199001011234' };
  it.each([
    [{}, null],
    [{ name: '' }, '请输入姓名'],
    [{ name: '张'.repeat(AGREEMENT_NAME_MAX + 1) }, `姓名不能超过${AGREEMENT_NAME_MAX}个字`],
    [{ mobile: '12345' }, '请输入合法的手机号'],
    [{ idNo: '' }, '请输入证件号码'],
    [{ idNo: '32 01' }, '证件号码格式不正确'],
  ] as const)('%j → %s', (change, words) => {
    const found = contractIdentityProblem({ ...identity, ...change });
    expect(found && translate('zh_CN', found.key, found.params)).toBe(words);
  });
});

describe('the hhu agreement (name, mobile, amount)', () => {
  it('names the first missing field and takes no project or ID number', () => {
    expect(hhuAgreementProblem({ name: '', mobile: '', donationAmount: '' })?.key).toBe(
      'agreement.nameRequired',
    );
    expect(hhuAgreementProblem({ name: '李四', mobile: '', donationAmount: '' })?.key).toBe(
      'agreement.mobileRequired',
    );
    expect(hhuAgreementProblem({ name: '李四', mobile: '13900000000', donationAmount: '' })?.key).toBe(
      'agreement.amountRequired',
    );
    expect(hhuAgreementProblem({ name: '李四', mobile: '86-13900000000', donationAmount: 2000 })).toBeNull();
  });
});

describe('amounts to fen, never rounded', () => {
  it.each([
    ['2000', 200_000],
    ['0.5', 50],
    ['12.34', 1234],
    [99.99, 9999],
  ] as const)('%s → %d fen', (value, fen) => {
    expect(checkAgreementAmount(value)).toBe(fen);
  });
});
