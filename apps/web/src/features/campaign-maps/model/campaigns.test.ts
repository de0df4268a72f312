import { PRICE_OPTIONS, PRICE_OPTIONS_FIRST } from '@alma/shared/naming-map/price-filter';
import { SPECIES_FIRST, SPECIES_MORE } from '@alma/shared/naming-map/species';
import { describe, expect, it } from 'vitest';
import { CAMPAIGNS, filtersShown, vrShown } from './campaigns.ts';

describe('the campaigns of doc 4 §2.2, §2.3, §9', () => {
  it.each([
    ['tree', 4, 'yc', 'yc', '/tree-naming'],
    ['tree', 4, 'ys', 'ys', '/tree-naming'],
    ['cpu', 10, 'yc', 'cpuyc', '/tree-naming-cpu'],
    ['seat', 10, null, 'seat', '/'],
    ['build', 11, null, 'build', '/'],
    ['gmu', 12, null, 'gmu', '/'],
    ['xzit', 13, null, 'xzit', '/tree-naming-xzit'],
    ['wall', 15, null, 'wall', '/'],
    ['hhu', 8, null, 'hhu', '/'],
  ] as const)('%s: items %i, ?area=%s → maps %s-*, back to %s', (key, itemsId, query, area, home) => {
    const campaign = CAMPAIGNS[key];
    expect(campaign.itemsId).toBe(itemsId);
    expect(campaign.mapArea(query)).toBe(area);
    expect(campaign.home).toBe(home);
  });

  it.each([null, '', 'YC', '../x', 'yc-1'])('the tree map refuses ?area=%s', (query) => {
    expect(CAMPAIGNS.tree.mapArea(query)).toBeNull();
  });

  it('ys is announced, not open (即将上线!)', () => {
    expect(CAMPAIGNS.tree.comingSoon).toEqual(['ys']);
    expect(CAMPAIGNS.cpu.comingSoon).toEqual([]);
  });

  it.each([
    ['tree', SPECIES_FIRST, PRICE_OPTIONS_FIRST],
    ['cpu', SPECIES_MORE, PRICE_OPTIONS],
    ['xzit', SPECIES_MORE, PRICE_OPTIONS],
  ] as const)('%s filters by its species and prices', (key, species, prices) => {
    expect(CAMPAIGNS[key].species).toEqual(species);
    expect(CAMPAIGNS[key].prices).toEqual(prices);
  });

  it.each([
    ['tree', [false, false, true]],
    ['xzit', [false, false, true]],
    ['cpu', [false, true, true]],
    ['seat', [false, false, false]],
    ['gmu', [false, false, false]],
  ] as const)('%s shows filters at levels 1, 2, 3: %o', (key, shown) => {
    expect([1, 2, 3].map((level) => filtersShown(CAMPAIGNS[key], level))).toEqual(shown);
  });

  it.each([
    ['gmu', true, 'gmu'],
    ['seat', true, 'seat'],
    ['build', true, 'build'],
    ['wall', true, 'wall'],
    ['tree', false, null],
    ['cpu', false, null],
    ['xzit', false, null],
    ['hhu', false, null],
  ] as const)('%s: all points revealed after 500 ms %s, guide %s', (key, reveal, guide) => {
    expect(CAMPAIGNS[key].revealAll).toBe(reveal);
    expect(CAMPAIGNS[key].guide).toBe(guide);
  });

  it('xzit buildings name the staff member to ask (the one its home names), not the spec placeholders', () => {
    expect(CAMPAIGNS.xzit.buildingContact).toEqual({ name: '张老师', phone: '0516-8310 0000' });
    for (const campaign of Object.values(CAMPAIGNS))
      if (campaign.key !== 'xzit') expect(campaign.buildingContact).toBeNull();
  });

  it.each([
    ['https://vr.example/1', 1, true],
    ['https://vr.example/1', 2, false],
    ['https://vr.example/1', 3, true],
    ['', 1, false],
    ['', 3, false],
  ])('VR %s at level %i: %s', (vr, level, shown) => {
    expect(vrShown(vr, level)).toBe(shown);
  });
});
