import type { TAwardRow } from '@alma/shared/admin-api/awards';
import { describe, expect, it } from 'vitest';
import { awardFormOf, awardInput, awardProblem, thresholdText } from './award-form.ts';

const row: TAwardRow = {
  id: 4,
  name: '慷慨解囊',
  nameEn: 'Generous Giver',
  picture: '/files/demo/202601/abcdefghijklmnop.png',
  description: '累计捐赠金额达到 1,000 元。',
  descriptionEn: '',
  ruleKind: 'donate_money_fen',
  ruleThreshold: 1000,
  sort: 2,
};

describe('the award form', () => {
  it('starts a new award after the last one, and an edit from the row', () => {
    expect(awardFormOf(null, [row, { ...row, id: 5, sort: 7 }])).toMatchObject({
      name: '',
      picture: '',
      ruleKind: 'donate_count',
      ruleThreshold: 1,
      sort: 8,
    });
    expect(awardFormOf(null, []).sort).toBe(1);
    const { id: _id, ...values } = row;
    expect(awardFormOf(row, [row])).toEqual(values);
  });

  it('trims the texts as the server would', () => {
    expect(awardInput({ ...row, name: ' 慷慨 ', nameEn: ' Giver ' })).toMatchObject({
      name: '慷慨',
      nameEn: 'Giver',
    });
  });

  it.each([
    [{ picture: '' }, 'picture', '请上传勋章图片'],
    [{ ruleThreshold: 0 }, 'ruleThreshold', '累计金额须大于 0 元、不超过 10,000,000 元，最多两位小数'],
    [{ ruleThreshold: 10.005 }, 'ruleThreshold', '累计金额须大于 0 元、不超过 10,000,000 元，最多两位小数'],
    [
      { ruleKind: 'donate_count' as const, ruleThreshold: 2.5 },
      'ruleThreshold',
      '达成条件须为 1 至 1,000,000 之间的整数',
    ],
    [
      { ruleKind: 'items_count' as const, ruleThreshold: 0 },
      'ruleThreshold',
      '达成条件须为 1 至 1,000,000 之间的整数',
    ],
  ])('refuses %o under %s', (change, field, message) => {
    expect(awardProblem({ ...row, ...change }, 'zh_CN')).toEqual({ field, message });
  });

  it('accepts a good award, and says why in English for an English console', () => {
    expect(awardProblem(row, 'zh_CN')).toBeNull();
    expect(awardProblem({ ...row, ruleKind: 'together_launch', ruleThreshold: 1 }, 'zh_CN')).toBeNull();
    expect(awardProblem({ ...row, picture: '' }, 'English')?.message).toBe('Upload a picture for the award');
  });

  it('shows money thresholds in yuan and counts as they are', () => {
    expect(thresholdText('donate_money_fen', 1000)).toBe('¥1,000.00');
    expect(thresholdText('donate_count', 5)).toBe('5');
  });
});
