import { z } from 'zod';
import { ITEMS_SEARCH_MAX_LENGTH } from '../constants/limits.ts';
import { ZPaging, zFlag, zId, zOptionalId, zPage } from './common.ts';

export { ITEMS_SEARCH_MAX_LENGTH };

// ---- requests ----
export const ZItemsListQuery = ZPaging.extend({
  typeId: zOptionalId,
  // A message of its own: '参数错误：s' means nothing to a donor.
  s: z.string().trim().max(ITEMS_SEARCH_MAX_LENGTH, 'items.searchTooLong').optional(),
});
export const ZIdQuery = z.object({ id: zId });
export const ZItemsIdQuery = z.object({ itemsId: zId });
export const ZItemsTabQuery = ZPaging.extend({ itemsId: zId });
export const ZInsertLeavewordBody = z.object({ itemsId: zId, content: z.string() });

// ---- answers ----
export const ZItemType = z.object({ id: z.number(), name: z.string() });
export type TItemType = z.infer<typeof ZItemType>;

export const ZItemListRow = z.object({
  id: z.number(),
  typeId: z.number().nullable(),
  name: z.string(),
  intro: z.string(),
  thumbnailImg: z.string(),
  linkUrl: z.string(),
  itemsType: z.number(),
  crowdType: z.number(),
  namingType: z.number().nullable(),
  isComplete: zFlag,
  isDonate: zFlag,
  completeMoney: z.number(),
  completeMaterialNumber: z.number(),
  targetMoney: z.number(),
  targetMaterialNumber: z.number(),
  isTarget: zFlag,
  materialName: z.string(),
  materialUnit: z.string(),
  payCounts: z.number(),
  namingCountAll: z.number(),
  namingCountDonate: z.number(),
});
export type TItemListRow = z.infer<typeof ZItemListRow>;

export const ZItemDetail = ZItemListRow.extend({
  content: z.string(),
  coverImg: z.string(),
  coverList: z.array(z.object({ fileUrl: z.string() })),
  isLimit: zFlag,
  limitMoney: z.number(),
  limitMaterialNumber: z.number(),
  materialPrice: z.number(),
  noReason: z.string(),
  isDonateTogether: zFlag,
  isRecord: zFlag,
  isProgress: zFlag,
  isLeaveMessage: zFlag,
  isAuditMessage: zFlag,
  isInstruction: zFlag,
  isSubRank: zFlag,
  isSub: zFlag,
  subItemsList: z.array(z.object({ id: z.number(), name: z.string() })),
  isFixMoney: zFlag,
  fixMoney: z.string(),
  isHandMoney: zFlag,
  isAlumni: zFlag,
});
export type TItemDetail = z.infer<typeof ZItemDetail>;

export const ZSubItemStat = z.object({ id: z.number(), name: z.string(), completeMoney: z.number() });
export type TSubItemStat = z.infer<typeof ZSubItemStat>;

export const ZDonationRecordRow = z.object({
  name: z.string(),
  avatar: z.string(),
  donateMoney: z.number(),
  donateMaterialNumber: z.number(),
  materialUnit: z.string(),
  crowdType: z.number(),
  donateTime: z.string(),
  seats: z.string(),
  itemsName: z.string(),
  subItemsName: z.string(),
});
export type TDonationRecordRow = z.infer<typeof ZDonationRecordRow>;

/** donate_time_asc, 1 (money descending) or empty (time descending), spec doc 3 §7. */
export const DONATE_RECORD_ORDERS = ['donate_time_asc', '1', ''] as const;
export type TDonateRecordOrder = (typeof DONATE_RECORD_ORDERS)[number];

/** The directory (jzml) loads 20 a page (doc 3 §9); its search box stops at the search limit. */
export const DIRECTORY_PAGE_SIZE = 20;
export const DIRECTORY_SEARCH_MAX_LENGTH = 50;

export const ZDonateRecordQuery = ZPaging.extend({
  itemsId: zOptionalId,
  donateTogetherId: zOptionalId,
  s: z.string().trim().max(DIRECTORY_SEARCH_MAX_LENGTH, 'items.searchTooLong').optional(),
  // Messages of their own (parseInput sends them): '参数错误：order' would not say what is allowed.
  order: z.enum(DONATE_RECORD_ORDERS, 'directory.orderInvalid').default(''),
});

/** The directory page also carries the money of every row it filters (doc 3's totals line). */
export const ZDonateRecordPage = zPage(ZDonationRecordRow).extend({ totalMoney: z.number() });
export type TDonateRecordPage = z.infer<typeof ZDonateRecordPage>;

export const ZDonationTotals = z.object({ totalCount: z.number(), totalMoney: z.number() });
export type TDonationTotals = z.infer<typeof ZDonationTotals>;

export const ZTogetherRow = z.object({
  id: z.number(),
  sponsor: z.string(),
  avatar: z.string(),
  participants: z.number(),
  completeMoney: z.number(),
  completeMaterialNumber: z.number(),
  materialName: z.string(),
  materialUnit: z.string(),
  slogan: z.string(),
  targetMoney: z.number(),
  createDate: z.string(),
});
export type TTogetherRow = z.infer<typeof ZTogetherRow>;

export const ZProgressRow = z.object({
  id: z.number(),
  progressDate: z.string(),
  content: z.string(),
  attachmentList: z.array(z.object({ fileUrl: z.string() })),
});
export type TProgressRow = z.infer<typeof ZProgressRow>;

export const ZLeavewordRow = z.object({
  id: z.number(),
  content: z.string(),
  avatar: z.string(),
  nickname: z.string(),
  createDate: z.string(),
  modifyDate: z.string(),
  replyContent: z.string(),
});
export type TLeavewordRow = z.infer<typeof ZLeavewordRow>;

export const ZInstructionRow = z.object({
  id: z.number(),
  useDate: z.string(),
  useTitle: z.string(),
  useMoney: z.number(),
});
export type TInstructionRow = z.infer<typeof ZInstructionRow>;

export const ZNamedDonorRow = z.object({ name: z.string(), seats: z.string(), donateTime: z.string() });
export type TNamedDonorRow = z.infer<typeof ZNamedDonorRow>;

export const ZPermission = z.object({ errorCode: z.string() }).nullable();
