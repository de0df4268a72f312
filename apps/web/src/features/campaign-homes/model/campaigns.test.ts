import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, campaignItemsId, donorDay } from './campaigns.ts';

describe('the campaigns (doc 4 §2.3, §9)', () => {
  it.each([
    ['treeNaming', 4, ['/tree-naming-map?area=yc', '/tree-naming-map?area=ys'], null],
    ['treeNamingCpu', 10, ['/tree-naming-map-cpu?area=yc'], '/tree-naming-donateList-cpu'],
    ['xzit', 13, ['/tree-naming-map-xzit'], '/tree-naming-donateList-xzit'],
    ['jnu', 21, [], null],
  ] as const)('%s: items %i, maps %j, donor list %s', (id, itemsId, maps, donorList) => {
    const campaign = CAMPAIGNS[id];
    expect(campaign.itemsId).toBe(itemsId);
    expect(campaign.maps.map((map) => map.to)).toEqual(maps);
    expect(campaign.donorList).toBe(donorList);
    expect(campaign.music).toBe(true);
  });
});

describe('campaignItemsId', () => {
  it.each([
    [null, 21],
    ['', 21],
    ['6', 6],
    ['0', 21],
    ['-3', 21],
    ['1.5', 21],
    ['abc', 21],
    ['99999999999', 21],
  ])('?id=%s → %i', (query, id) => {
    expect(campaignItemsId(CAMPAIGNS.jnu, query)).toBe(id);
  });
});

describe('donorDay', () => {
  it('keeps the day of a wire time', () => {
    expect(donorDay('2026-03-04 12:30:00')).toBe('2026-03-04');
    expect(donorDay('')).toBe('');
  });
});
