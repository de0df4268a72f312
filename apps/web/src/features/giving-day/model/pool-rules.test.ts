import type { TGivingDayPool } from '@alma/shared/api/giving-days';
import { describe, expect, it } from 'vitest';
import { poolRules, type RuleKey, ratioYuan } from './pool-rules.ts';

const JOIN = { and: ', ', or: ' or ' };

/** A pool that sets none of its optional rules. */
const plain: TGivingDayPool = {
  id: 1,
  sponsor: 'Alumni Fund',
  sizeMoney: 100_000,
  leftMoney: 40_000,
  ratioPercent: 100,
  minGiftMoney: 0,
  giftCapMoney: null,
  donorCapMoney: null,
  donorGiftsPerDay: null,
  openTime: '2026-05-20 10:00:00',
  closeTime: '2026-05-20 22:00:00',
  fairReleaseSeconds: 0,
  batchSharedTime: null,
  itemNames: [],
  donorFieldLabel: '',
  donorValueLabels: [],
  state: 'live',
};

const keys = (pool: TGivingDayPool): RuleKey[] => poolRules(pool, JOIN).map((line) => line.key);
const line = (pool: TGivingDayPool, key: RuleKey) => poolRules(pool, JOIN).find((rule) => rule.key === key);

describe('poolRules', () => {
  it('says only the ratio, the projects and the window of a pool without limits', () => {
    expect(keys(plain)).toEqual(['ratio', 'allItems', 'window']);
    expect(line(plain, 'window')?.values).toEqual({ open: '2026-05-20 10:00', close: '2026-05-20 22:00' });
  });

  it.each<[string, Partial<TGivingDayPool>, RuleKey, Record<string, string | number>]>([
    ['the minimum matched gift', { minGiftMoney: 50 }, 'minimum', { money: '50.00' }],
    ['the per-gift cap', { giftCapMoney: 1000 }, 'giftCap', { money: '1,000.00' }],
    ['the per-donor cap', { donorCapMoney: 5000.5 }, 'donorCap', { money: '5,000.50' }],
    ['matched gifts per donor per day', { donorGiftsPerDay: 3 }, 'donorGifts', { count: 3 }],
    ['the projects it is limited to', { itemNames: ['Library', 'Gym'] }, 'items', { names: 'Library, Gym' }],
    [
      'the donor field it is limited to',
      { donorFieldLabel: 'College', donorValueLabels: ['Arts', 'Science'] },
      'donorField',
      { field: 'College', values: 'Arts or Science' },
    ],
    ['a fair release in seconds', { fairReleaseSeconds: 30 }, 'fairReleaseSeconds', { count: 30 }],
    [
      'a fair release of a minute, in seconds',
      { fairReleaseSeconds: 60 },
      'fairReleaseSeconds',
      { count: 60 },
    ],
    ['a fair release in whole minutes', { fairReleaseSeconds: 300 }, 'fairReleaseMinutes', { count: 5 }],
    [
      'the fair release already shared',
      { fairReleaseSeconds: 60, batchSharedTime: '2026-05-20 10:01:02' },
      'batchShared',
      { time: '2026-05-20 10:01' },
    ],
  ])('says %s when it is set, and not when it is not', (_name, set, key, values) => {
    expect(line({ ...plain, ...set }, key)?.values).toEqual(values);
    expect(keys(plain)).not.toContain(key);
  });

  it('says a zero cap (nothing matched) rather than dropping it', () => {
    expect(line({ ...plain, giftCapMoney: 0 }, 'giftCap')?.values).toEqual({ money: '0.00' });
  });

  it('names the projects or all of them, never both', () => {
    expect(keys({ ...plain, itemNames: ['Library'] })).not.toContain('allItems');
  });

  it('needs the answers as well as the field to say a donor limit', () => {
    expect(keys({ ...plain, donorFieldLabel: 'College' })).not.toContain('donorField');
  });

  it('says no shared batch without a fair release', () => {
    expect(keys({ ...plain, batchSharedTime: '2026-05-20 10:01:00' })).not.toContain('batchShared');
  });

  it('says the rules in the order the server applies them', () => {
    const all = {
      ...plain,
      minGiftMoney: 10,
      donorGiftsPerDay: 2,
      giftCapMoney: 100,
      donorCapMoney: 500,
      itemNames: ['Library'],
      donorFieldLabel: 'College',
      donorValueLabels: ['Arts'],
      fairReleaseSeconds: 10,
      batchSharedTime: '2026-05-20 10:00:11',
    };
    expect(keys(all)).toEqual([
      'ratio',
      'minimum',
      'donorGifts',
      'giftCap',
      'donorCap',
      'items',
      'donorField',
      'window',
      'fairReleaseSeconds',
      'batchShared',
    ]);
  });
});

describe('ratioYuan', () => {
  it.each([
    [100, '1'],
    [200, '2'],
    [150, '1.5'],
    [50, '0.5'],
    [25, '0.25'],
    [1000, '10'],
  ])('%i%% → ¥%s for ¥1', (percent, text) => {
    expect(ratioYuan(percent)).toBe(text);
  });
});
