import { z } from 'zod';
import { PAGE_SIZE } from '../constants/limits.ts';
import { type TPage, ZPaging, zFlag, zPage } from './common.ts';
import type { TNamingRecord } from './naming.ts';

/**
 * The signed-in donor's own records (spec doc 2 §2.8, §3, §7): user/center/itemsDonateGroup,
 * donateRecordList, togetherStatistics, launchList and joinList. Every call takes limit/offset
 * (10 a page, doc 2 §9) and counts PAID donations only; money is yuan, dates are wire dates.
 */
export const ZMyRecordsQuery = ZPaging;
export type TMyRecordsQuery = z.infer<typeof ZMyRecordsQuery>;

/**
 * One of my donations (doc 2 §3 "Donation record": donateMoney, donateTime, donatePlatOrder,
 * itemsName, avatar, name), plus what the row needs to link and to show goods.
 */
export const ZMyDonationRow = z.object({
  /** The order number (billNo). */
  donatePlatOrder: z.string(),
  itemsId: z.number(),
  itemsName: z.string(),
  /** '' when the gift went to the project as a whole. */
  subItemsName: z.string(),
  /** The project's thumbnail: what the row shows beside the name. */
  avatar: z.string(),
  /** The donor name the order was recorded under (the owner sees it even when anonymous). */
  name: z.string(),
  /** Yuan paid; for goods the money the units cost. */
  donateMoney: z.number(),
  /** 1 money, 2 goods. */
  crowdType: z.number(),
  /** Units given (goods); 0 for money. */
  donateMaterialNumber: z.number(),
  materialUnit: z.string(),
  /** When it was paid. */
  donateTime: z.string(),
  /** The fundraiser it went through, 0 when none. */
  togetherId: z.number(),
});
export type TMyDonationRow = z.infer<typeof ZMyDonationRow>;

/** donateRecordList: my paid donations, newest first. */
export const ZMyDonationPage = zPage(ZMyDonationRow);
export type TMyDonationPage = z.infer<typeof ZMyDonationPage>;

/**
 * itemsDonateGroup: my paid donations by category (project type). The page is over categories
 * (in the catalogue's tab order, projects without a type last); each carries all its rows, newest
 * first, and their exact total. A person's own gifts are few, so a category is not paged again.
 */
export const ZMyDonationGroup = z.object({
  /** The project type's id; 0 for projects without one. */
  typeId: z.number(),
  /** The type's name, or "other" in the reader's language. */
  title: z.string(),
  /** Sum of the rows' donateMoney, summed in fen. */
  donateMoney: z.number(),
  donateCount: z.number(),
  rows: z.array(ZMyDonationRow),
});
export type TMyDonationGroup = z.infer<typeof ZMyDonationGroup>;

export const ZMyDonationGroupPage = zPage(ZMyDonationGroup);
export type TMyDonationGroupPage = z.infer<typeof ZMyDonationGroupPage>;

/**
 * togetherStatistics (doc 2 §3 "Statistics"). Cancelled fundraisers count nowhere, as in
 * user/center/my. totalCount is read as the number of distinct fundraisers I took part in,
 * launched or joined (one I launched and also gave to counts once): the three figures are all
 * counts, and the header reads "launched · joined · in all". The money my fundraisers raised is
 * an addition of ours (raisedMoney).
 */
export const ZTogetherStatistics = z.object({
  launchCount: z.number(),
  joinCount: z.number(),
  totalCount: z.number(),
  /** Yuan raised by the fundraisers I launched (everyone's paid gifts into them). */
  raisedMoney: z.number(),
});
export type TTogetherStatistics = z.infer<typeof ZTogetherStatistics>;

/** A fundraiser in my lists (doc 2 §3 "Together"), with its project. */
export const ZMyTogetherRow = z.object({
  id: z.number(),
  itemsId: z.number(),
  itemsName: z.string(),
  /** The project's thumbnail. */
  avatar: z.string(),
  sponsor: z.string(),
  slogan: z.string(),
  crowdType: z.number(),
  materialUnit: z.string(),
  /** 1 when the sponsor chose no target (targetMoney is then 0). */
  isNoTarget: zFlag,
  targetMoney: z.number(),
  completeMoney: z.number(),
  completeMaterialNumber: z.number(),
  participants: z.number(),
  /** 1 while the project takes gifts; else noReason says why. */
  isDonate: zFlag,
  noReason: z.string(),
  createDate: z.string(),
});
export type TMyTogetherRow = z.infer<typeof ZMyTogetherRow>;

/** launchList: the fundraisers I started, newest first. */
export const ZMyLaunchPage = zPage(ZMyTogetherRow);
export type TMyLaunchPage = z.infer<typeof ZMyLaunchPage>;

/** joinList: the fundraisers I gave to, each once, by my latest gift into it, newest first. */
export const ZMyJoinRow = ZMyTogetherRow.extend({
  /** What I paid into it, in all. */
  myMoney: z.number(),
  myMaterialNumber: z.number(),
  /** When my latest gift into it was paid. */
  myDonateTime: z.string(),
});
export type TMyJoinRow = z.infer<typeof ZMyJoinRow>;

export const ZMyJoinPage = zPage(ZMyJoinRow);
export type TMyJoinPage = z.infer<typeof ZMyJoinPage>;

/** user/center/namingList: the app asks for 999 rows at once (doc 2 §9); more is refused. */
export const NAMING_RECORDS_MAX_LIMIT = 999;

/** user/center/namingList's page: 10 by default like the other lists, at most 999. */
export const ZMyNamingQuery = ZPaging.extend({
  limit: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(1).max(NAMING_RECORDS_MAX_LIMIT).default(PAGE_SIZE),
  ),
});
export type TMyNamingQuery = z.infer<typeof ZMyNamingQuery>;

/** user/center/namingList: my paid naming orders, newest first (see records-naming-service.ts). */
export type TMyNamingPage = TPage<TNamingRecord>;
