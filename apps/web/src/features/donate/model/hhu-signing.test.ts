import { formField } from '@alma/shared/validation/form-fields';
import { describe, expect, it } from 'vitest';
import { previewPath, signedPreviewPath, signingProblem } from './hhu-signing.ts';

const fields = [
  formField({
    fieldName: 'name',
    fieldShowName: '捐赠人姓名',
    fieldUiType: 'input',
    inputTip: '请输入捐赠人姓名',
    isRequire: 1,
  }),
  formField({
    fieldName: 'mobile',
    fieldShowName: '手机号',
    fieldUiType: 'mobile',
    inputTip: '请输入手机号',
    isRequire: 1,
  }),
  formField({
    fieldName: 'identity',
    fieldShowName: '捐赠人类型',
    fieldUiType: 'radio',
    inputTip: '请选择捐赠人类型',
    isRequire: 1,
    optionList: [{ id: 1, title: '校友' }],
  }),
  formField({
    fieldName: 'wish',
    fieldShowName: '寄语',
    fieldUiType: 'input',
    inputTip: '请输入寄语',
    isRequire: 1,
  }),
];

describe('before signing the tree agreement (doc 4 §5)', () => {
  it.each([
    [{}, '请输入捐赠人姓名'],
    [{ name: '林小树' }, '请输入手机号'],
    [{ name: '林小树', mobile: '123' }, '请输入合法的手机号'],
    [{ name: '林小树', mobile: '13800001111' }, '请选择捐赠人类型'],
  ])('%j → %s', (values, toast) => {
    expect(signingProblem(fields, values, 'zh_CN')).toBe(toast);
  });

  it('asks only for name, mobile and kind: other required fields wait for the payment', () => {
    expect(
      signingProblem(fields, { name: '林小树', mobile: '13800001111', identity: '1' }, 'zh_CN'),
    ).toBeNull();
  });
});

describe('the preview’s address', () => {
  it('carries the donor, the total in yuan and the one tree', () => {
    const path = previewPath(
      { itemsId: 8, seats: [{ seatId: 501, areaId: 1, seat: '银杏 No.7', priceList: [], termYear: 0 }] },
      { name: ' 林小树 ', mobile: '13800001111' },
      200_050,
    );
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/tree-naming-hhu/preview?')).toBe(true);
    expect(Object.fromEntries(query)).toEqual({
      name: '林小树',
      mobile: '13800001111',
      donationAmount: '2000.5',
      itemsId: '8',
      seatId: '501',
    });
    expect(signedPreviewPath('/documents/agreement/1.1.s?e=1&s=x')).toBe(
      '/tree-naming-hhu/preview?url=%2Fdocuments%2Fagreement%2F1.1.s%3Fe%3D1%26s%3Dx',
    );
  });
});
