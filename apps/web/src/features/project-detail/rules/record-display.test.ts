import { describe, expect, it } from 'vitest';
import { TAB_LISTS } from '../api/get-tab-list.ts';
import { donorName, recordAmount, recordListOf, togetherRaised } from './record-display.ts';

describe('donorName', () => {
  it.each([
    ['张明远', 'zh_CN', false, '张明远'],
    ['张明远', 'zh_CN', true, '张**'],
    ['微信用户', 'zh_CN', false, '爱心人士'],
    ['微信用户', 'English', false, 'loving person'],
    ['', 'zh_CN', false, '爱心人士'],
    ['匿名', 'zh_CN', true, '匿名'],
    ['Anonymous', 'English', true, 'Anonymous'],
    ['Lin', 'English', true, 'L**'],
  ] as const)('%s (%s, mask %s) → %s', (name, language, mask, shown) => {
    expect(donorName(name, language, mask)).toBe(shown);
  });
});

describe('recordAmount', () => {
  it.each([
    [{ crowdType: 1, donateMoney: 1000, donateMaterialNumber: 0, materialUnit: '' }, '¥1,000.00'],
    [{ crowdType: 1, donateMoney: 0.5, donateMaterialNumber: 0, materialUnit: '' }, '¥0.50'],
    [{ crowdType: 2, donateMoney: 150, donateMaterialNumber: 3, materialUnit: '本' }, '3 本'],
    [{ crowdType: 2, donateMoney: 0, donateMaterialNumber: 1200, materialUnit: '份' }, '1,200 份'],
  ] as const)('%o → %s', (row, text) => {
    expect(recordAmount(row)).toBe(text);
  });
});

describe('togetherRaised', () => {
  const row = { completeMoney: 2500, completeMaterialNumber: 12, materialUnit: '份' };
  it('uses money for money projects and units for goods', () => {
    expect(togetherRaised(row, 1)).toBe('¥2,500.00');
    expect(togetherRaised(row, 2)).toBe('12 份');
  });
});

describe('recordListOf', () => {
  it.each([
    [{ itemsType: 1, namingType: 0 }, 'record', '/index/donateRecordPage', 10],
    [{ itemsType: 1, namingType: 2 }, 'record', '/index/donateRecordPage', 10],
    [{ itemsType: 2, namingType: 1 }, 'seatDonors', '/items/donateSeatList', 50],
    [{ itemsType: 2, namingType: null }, 'seatDonors', '/items/donateSeatList', 50],
    [{ itemsType: 2, namingType: 2 }, 'bookDonors', '/items/donateBookList', 50],
  ] as const)('%o lists %s from %s, %i a page', (item, list, path, pageSize) => {
    const chosen = recordListOf(item);
    expect(chosen).toBe(list);
    expect(TAB_LISTS[chosen].path.endsWith(path)).toBe(true);
    expect(TAB_LISTS[chosen].pageSize).toBe(pageSize);
  });
});
