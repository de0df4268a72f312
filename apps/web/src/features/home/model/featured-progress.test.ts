import { describe, expect, it } from 'vitest';
import { featuredProgress } from './featured-progress.ts';

const project = {
  itemsType: 1,
  crowdType: 1,
  isTarget: 1 as const,
  completeMoney: 12_345.6,
  targetMoney: 50_000,
  completeMaterialNumber: 0,
  targetMaterialNumber: 0,
  materialUnit: '',
  namingCountDonate: 0,
  namingCountAll: 0,
  payCounts: 42,
};

describe('a campaign home’s featured progress', () => {
  it.each([
    ['money with a goal', {}, { percent: 24.69, raised: '¥12,345.60', target: '¥50,000.00', donors: 42 }],
    [
      'money past its goal is capped at 100',
      { completeMoney: 60_000 },
      { percent: 100, raised: '¥60,000.00', target: '¥50,000.00', donors: 42 },
    ],
    [
      'money without a goal: no bar',
      { isTarget: 0 as const },
      { percent: null, raised: '¥12,345.60', target: null, donors: 42 },
    ],
    [
      'goods with a goal',
      { crowdType: 2, completeMaterialNumber: 1_200, targetMaterialNumber: 4_800, materialUnit: '册' },
      { percent: 25, raised: '1,200 册', target: '4,800 册', donors: 42 },
    ],
    [
      'a naming project: named over all',
      { itemsType: 2, namingCountDonate: 3, namingCountAll: 8 },
      { percent: 37.5, raised: '3/8', target: null, donors: 42 },
    ],
    [
      'a naming project with nothing to name',
      { itemsType: 2 },
      { percent: null, raised: '0/0', target: null, donors: 42 },
    ],
  ])('%s', (_name, changes, expected) => {
    expect(featuredProgress({ ...project, ...changes })).toEqual(expected);
  });
});
