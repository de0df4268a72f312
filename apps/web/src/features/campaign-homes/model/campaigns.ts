/**
 * The school campaigns' home pages as data (doc 4 §2.3, §9; DESIGN §5: campaigns are data, not
 * `if (school === …)` in screens). Each row names its project (items id), whether it plays music,
 * what its buttons open and the staff contact its note shows; its texts sit in messages.ts under
 * `campaignHomes.<id>` in both languages. The pages are thin: they draw a row.
 */
export type CampaignId = 'treeNaming' | 'treeNamingCpu' | 'xzit' | 'jnu';

/** A button to one of the campaign's maps; `label` is a key under `campaignHomes.maps`. */
export type MapLink = { label: 'yc' | 'ys' | 'campus'; to: string };

export type Campaign = {
  id: CampaignId;
  /** The project the page reads (items/itemsDetail) and its donor list. */
  itemsId: number;
  /** Background music (doc 4 §1, §2.3): the toggle shows only where the campaign has it. */
  music: boolean;
  /** The activity note opens by itself when the page opens (doc 4 §2.3). */
  noteOnEntry: boolean;
  maps: MapLink[];
  /** The donor list page, when the campaign has one. */
  donorList: string | null;
  /** The staff member the note names (doc 4 §1: contact lines {name} and {phone}). */
  contact: { name: string; phone: string } | null;
  /** The xzit home's extras (doc 4 §2.3): a button back to the home and the initiator line. */
  backHome: boolean;
  initiator: boolean;
};

/** Doc 4 §9: the demo ids are the seeded campaign projects (apps/server/src/db/seed/demo-ids.ts). */
export const CAMPAIGNS: Record<CampaignId, Campaign> = {
  treeNaming: {
    id: 'treeNaming',
    itemsId: 4,
    music: true,
    noteOnEntry: true,
    maps: [
      { label: 'yc', to: '/tree-naming-map?area=yc' },
      { label: 'ys', to: '/tree-naming-map?area=ys' },
    ],
    donorList: null,
    contact: { name: '王老师', phone: '025-8361 0000' },
    backHome: false,
    initiator: false,
  },
  treeNamingCpu: {
    id: 'treeNamingCpu',
    itemsId: 10,
    music: true,
    noteOnEntry: true,
    maps: [{ label: 'yc', to: '/tree-naming-map-cpu?area=yc' }],
    donorList: '/tree-naming-donateList-cpu',
    contact: { name: '李老师', phone: '025-8327 0000' },
    backHome: false,
    initiator: false,
  },
  xzit: {
    id: 'xzit',
    itemsId: 13,
    music: true,
    noteOnEntry: true,
    maps: [{ label: 'campus', to: '/tree-naming-map-xzit' }],
    donorList: '/tree-naming-donateList-xzit',
    contact: { name: '张老师', phone: '0516-8310 0000' },
    backHome: true,
    initiator: true,
  },
  jnu: {
    id: 'jnu',
    // The demo's anniversary seats (PROJECT.jnuSeats, alumni only); `?id=` on the home names another.
    itemsId: 21,
    music: true,
    noteOnEntry: true,
    maps: [],
    donorList: null,
    contact: { name: '陈老师', phone: '020-8522 0000' },
    backHome: false,
    initiator: false,
  },
};

/** Doc 4 §7: the donor list asks for every row at once. */
export const DONOR_LIST_LIMIT = 999;

/** A project id from the address (`?id=21`), else the campaign's own. */
export function campaignItemsId(campaign: Campaign, idQuery: string | null): number {
  if (idQuery === null || !/^[1-9]\d{0,9}$/.test(idQuery)) return campaign.itemsId;
  const id = Number(idQuery);
  return id <= 2_147_483_647 ? id : campaign.itemsId;
}

/** Wire times are 'YYYY-MM-DD HH:mm:ss'; lists show the day (doc 2 §9: trimmed to 10). */
export function donorDay(donateTime: string): string {
  return donateTime.slice(0, 10);
}
