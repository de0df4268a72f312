import { z } from 'zod';
import { zFlag, zId } from './common.ts';

/** Group fundraising ("together", spec doc 2 §2.7, §3, §7). Money on the wire is yuan. */

// ---- requests ----
export const ZLaunchDetailQuery = z.object({ itemsId: zId });
export const ZTogetherIdQuery = z.object({ id: zId });

/**
 * POST together/insertTogether. The texts are capped loosely here (a malformed body is -1 naming
 * the field); the launch rules (together-launch.ts) say what a person gets told.
 */
export const ZInsertTogetherBody = z.object({
  itemsId: zId,
  sponsor: z.string().max(200),
  slogan: z.string().max(500),
  targetMoney: z.union([z.number(), z.string().max(40)]),
});
export type TInsertTogetherBody = z.infer<typeof ZInsertTogetherBody>;

// ---- answers ----
export const ZMoneyChip = z.object({ title: z.string(), money: z.number() });
export type TMoneyChip = z.infer<typeof ZMoneyChip>;

/** together/launchDetail: what the launch page offers for a project. */
export const ZLaunchDetail = z.object({
  itemsId: z.number(),
  itemsName: z.string(),
  thumbnailImg: z.string(),
  crowdType: z.number(),
  materialName: z.string(),
  materialUnit: z.string(),
  materialPrice: z.number(),
  sloganList: z.array(z.string()),
  moneyList: z.array(ZMoneyChip),
  isHandMoney: zFlag,
  isNoTarget: zFlag,
});
export type TLaunchDetail = z.infer<typeof ZLaunchDetail>;

export const ZInsertTogetherAnswer = z.object({ id: z.number() });
export type TInsertTogetherAnswer = z.infer<typeof ZInsertTogetherAnswer>;

/** together/togetherDetail: the share page's fundraiser. */
export const ZTogetherDetail = z.object({
  id: z.number(),
  itemsId: z.number(),
  itemsName: z.string(),
  thumbnailImg: z.string(),
  sponsor: z.string(),
  slogan: z.string(),
  avatar: z.string(),
  /** 0 when the sponsor chose no target. */
  targetMoney: z.number(),
  completeMoney: z.number(),
  completeMaterialNumber: z.number(),
  participants: z.number(),
  /** 1 when the fundraiser has a target. */
  isTarget: zFlag,
  /** Percent of the target raised, capped at 100; 0 without a target. */
  progress: z.number(),
  crowdType: z.number(),
  materialName: z.string(),
  materialUnit: z.string(),
  materialPrice: z.number(),
  /** 0 when cancelled, or the project takes no donations; noReason then says why. */
  isDonate: zFlag,
  noReason: z.string(),
  /** 1 once the sponsor cancelled it. */
  isCancelled: zFlag,
  isAlumni: zFlag,
  /** 1 when the caller's token is the sponsor's (the cancel button). */
  isMine: zFlag,
  createDate: z.string(),
});
export type TTogetherDetail = z.infer<typeof ZTogetherDetail>;
