import { describe, expect, it } from 'vitest';
import { orderOf, rowAmount, rowName, rowProject, rowTime, SORTS, sortKeyOf } from './directory-view.ts';

describe('the directory’s order in the address', () => {
  it.each([
    [null, ''],
    ['', ''],
    ['donate_time_asc', 'donate_time_asc'],
    ['1', '1'],
    ['2', ''],
    ['money', ''],
  ])('%s → %s', (value, order) => {
    expect(orderOf(value)).toBe(order);
  });

  it('names a switch position for every order value and back', () => {
    for (const sort of SORTS) expect(sortKeyOf(sort.order)).toBe(sort.key);
    expect(SORTS.map((sort) => sort.order)).toEqual(['', 'donate_time_asc', '1']);
  });
});

describe('a directory row', () => {
  it.each([
    ['张三', 'zh_CN', false, '张三'],
    ['张三', 'zh_CN', true, '张**'],
    ['张**', 'zh_CN', true, '张**'],
    ['匿名', 'zh_CN', true, '匿名'],
    ['Anonymous', 'English', true, 'Anonymous'],
    ['微信用户', 'zh_CN', false, '爱心人士'],
    ['微信用户', 'English', true, 'l**'],
    ['', 'zh_CN', true, '爱**'],
  ] as const)('%s (%s, masked %s) shows as %s', (name, language, mask, shown) => {
    expect(rowName(name, language, mask)).toBe(shown);
  });

  it('shows money with the currency and goods with their unit', () => {
    const money = { crowdType: 1, donateMoney: 1234.5, donateMaterialNumber: 0, materialUnit: '' };
    expect(rowAmount(money)).toBe('¥1,234.50');
    expect(rowAmount({ ...money, crowdType: 2, donateMaterialNumber: 3, materialUnit: '本' })).toBe('3 本');
    expect(rowAmount({ ...money, crowdType: 2, donateMaterialNumber: 3, materialUnit: 'books' })).toBe(
      '3 books',
    );
  });

  it('names the sub-project after the project, and cuts the time to minutes', () => {
    expect(rowProject({ itemsName: '奖学金', subItemsName: '' })).toBe('奖学金');
    expect(rowProject({ itemsName: '奖学金', subItemsName: '寒门学子' })).toBe('奖学金 · 寒门学子');
    expect(rowTime('2024-03-01 10:05:09')).toBe('2024-03-01 10:05');
  });
});
