import { describe, expect, it } from 'vitest';
import { diffFieldLabel, diffValue } from './audit-words.ts';

const words = { yes: '是', no: '否', empty: '（空）' };

describe('audit diff words', () => {
  it.each([
    ['amountFen', '金额'],
    ['targetMoney', '目标金额'],
    ['fixMoney[1].money', '固定金额 #2'],
    ['isListed', '上架'],
    // A key without a label stays as it is (for a developer), never hidden.
    ['somethingNew', 'somethingNew'],
  ])('labels %s as %s', (path, label) => {
    expect(diffFieldLabel('zh_CN', path)).toBe(label);
  });

  it.each([
    ['amountFen', '200000', '¥2,000.00'],
    ['minMoneyFen', '550', '¥5.50'],
    ['isDonate', 'true', '是'],
    ['isDonate', 'false', '否'],
    ['name', '', '（空）'],
    ['name', '奖学金', '奖学金'],
    ['reason', 'wrongPassword', '密码错误'],
    ['reason', 'somethingElse', 'somethingElse'],
  ])('shows %s = %s as %s', (path, text, shown) => {
    expect(diffValue(path, text, words)).toBe(shown);
  });
});
