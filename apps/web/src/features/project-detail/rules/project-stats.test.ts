import { describe, expect, it } from 'vitest';
import { percentText, projectStats } from './project-stats.ts';

const base = {
  itemsType: 1,
  crowdType: 1,
  isTarget: 1,
  completeMoney: 12345.6,
  targetMoney: 50000,
  completeMaterialNumber: 0,
  targetMaterialNumber: 0,
  materialUnit: '',
  namingCountDonate: 0,
  namingCountAll: 0,
  payCounts: 17,
} as const;

describe('projectStats', () => {
  it.each([
    [
      'money with a target',
      {},
      { kind: 'money', raised: '¥12,345.60', target: '¥50,000.00', percent: 24.69, donors: 17 },
    ],
    [
      'money without a target',
      { isTarget: 0 },
      { kind: 'money', raised: '¥12,345.60', target: null, percent: null, donors: 17 },
    ],
    [
      'money over its target is capped',
      { completeMoney: 60000 },
      { kind: 'money', raised: '¥60,000.00', target: '¥50,000.00', percent: 100, donors: 17 },
    ],
    [
      'goods count with unit',
      { crowdType: 2, completeMaterialNumber: 1234, targetMaterialNumber: 5000, materialUnit: '本' },
      { kind: 'goods', raised: '1,234 本', target: '5,000 本', percent: 24.68, donors: 17 },
    ],
    [
      'naming counts over all',
      { itemsType: 2, namingCountDonate: 3, namingCountAll: 260 },
      { kind: 'naming', raised: '3/260', target: null, percent: 1.15, donors: 17 },
    ],
    [
      'naming with nothing to name has no bar',
      { itemsType: 2, namingCountDonate: 0, namingCountAll: 0 },
      { kind: 'naming', raised: '0/0', target: null, percent: null, donors: 17 },
    ],
  ] as const)('%s', (_name, fields, expected) => {
    expect(projectStats({ ...base, ...fields })).toEqual(expected);
  });
});

describe('percentText', () => {
  it.each([
    [0, '0.00%'],
    [24.69, '24.69%'],
    [100, '100.00%'],
    [3.1, '3.10%'],
  ])('%d → %s', (percent, text) => {
    expect(percentText(percent)).toBe(text);
  });
});
