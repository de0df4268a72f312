import { PRICE_OPTIONS, PRICE_OPTIONS_FIRST } from '@alma/shared/naming-map/price-filter';
import { SPECIES_FIRST, SPECIES_MORE } from '@alma/shared/naming-map/species';

/**
 * Every campaign map of doc 4 §2.2, §2.3, §9 as data: the pages are thin and read their row here.
 * A map's names are `{mapArea}-1`, `{mapArea}-2-{next}`, `{mapArea}-3-{next}` (map-levels.ts).
 */
export type FilterLevels = 'none' | 'third' | 'belowFirst';
export type GuideKind = 'gmu' | 'seat' | 'build' | 'wall';
export type CampaignKey = 'tree' | 'cpu' | 'gmu' | 'seat' | 'build' | 'wall' | 'xzit' | 'hhu';

export type Campaign = {
  key: CampaignKey;
  itemsId: number;
  /** The map area, or a function of the page's `?area=` (null: the page says it cannot be shown). */
  mapArea: (query: string | null) => string | null;
  /** Areas that are announced but not open yet: an alert '即将上线!' and back. */
  comingSoon: readonly string[];
  /** Where back at level 1 leaves to (doc 4 §2.2). */
  home: string;
  filters: FilterLevels;
  species: readonly string[];
  prices: readonly string[];
  /** All points show 500 ms after load, then the status list filters them (doc 4 §4). */
  revealAll: boolean;
  guide: GuideKind | null;
  /** What the free item's button says (message key under campaignMaps.name). */
  nameButton: 'name' | 'adopt' | 'donate';
  /**
   * Buildings open a contact dialog instead of an item (xzit): the staff member to ask, the same
   * one the campaign's home note names (features/campaign-homes; features do not share code).
   */
  buildingContact: { name: string; phone: string } | null;
  /** Trees open the detail page instead of a dialog (hhu). */
  detailPage: boolean;
  /** The home picture with 我要冠名 over the map (wall). */
  cover: boolean;
  /** The campaign's own intro, shown for items without one (the seat map's, doc 4 §2.3). */
  itemIntro: 'seat' | null;
};

const AREA = /^[a-z][a-z0-9]{0,15}$/;
const fixed = (area: string) => () => area;
const fromQuery = (prefix: string) => (query: string | null) =>
  query !== null && AREA.test(prefix + query) ? prefix + query : null;

const base = {
  comingSoon: [] as readonly string[],
  filters: 'none' as FilterLevels,
  species: [] as readonly string[],
  prices: PRICE_OPTIONS as readonly string[],
  revealAll: false,
  guide: null,
  nameButton: 'name' as const,
  buildingContact: null,
  detailPage: false,
  cover: false,
  itemIntro: null,
};

export const CAMPAIGNS: Record<CampaignKey, Campaign> = {
  tree: {
    ...base,
    key: 'tree',
    itemsId: 4,
    mapArea: fromQuery(''),
    comingSoon: ['ys'],
    home: '/tree-naming',
    filters: 'third',
    species: SPECIES_FIRST,
    prices: PRICE_OPTIONS_FIRST,
  },
  cpu: {
    ...base,
    key: 'cpu',
    itemsId: 10,
    mapArea: fromQuery('cpu'),
    home: '/tree-naming-cpu',
    filters: 'belowFirst',
    species: SPECIES_MORE,
  },
  gmu: {
    ...base,
    key: 'gmu',
    itemsId: 12,
    mapArea: fixed('gmu'),
    home: '/',
    revealAll: true,
    guide: 'gmu',
    nameButton: 'adopt',
  },
  seat: {
    ...base,
    key: 'seat',
    itemsId: 10,
    mapArea: fixed('seat'),
    home: '/',
    revealAll: true,
    guide: 'seat',
    itemIntro: 'seat',
  },
  build: {
    ...base,
    key: 'build',
    itemsId: 11,
    mapArea: fixed('build'),
    home: '/',
    revealAll: true,
    guide: 'build',
  },
  wall: {
    ...base,
    key: 'wall',
    itemsId: 15,
    mapArea: fixed('wall'),
    home: '/',
    revealAll: true,
    guide: 'wall',
    cover: true,
  },
  xzit: {
    ...base,
    key: 'xzit',
    itemsId: 13,
    mapArea: fixed('xzit'),
    home: '/tree-naming-xzit',
    filters: 'third',
    species: SPECIES_MORE,
    buildingContact: { name: '张老师', phone: '0516-8310 0000' },
  },
  hhu: {
    ...base,
    key: 'hhu',
    itemsId: 8,
    mapArea: fixed('hhu'),
    home: '/',
    nameButton: 'donate',
    detailPage: true,
  },
};

/** Whether the species and price filters show at this level (doc 4 §2.2). */
export function filtersShown(campaign: Pick<Campaign, 'filters' | 'species'>, level: number): boolean {
  if (campaign.filters === 'third') return level === 3;
  if (campaign.filters === 'belowFirst') return level > 1;
  return false;
}

/** The VR button shows where the map has a panorama, never at level 2 (doc 4 §2.2). */
export function vrShown(vr: string, level: number): boolean {
  return vr !== '' && level !== 2;
}
