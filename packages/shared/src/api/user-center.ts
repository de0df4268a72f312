import { z } from 'zod';
import { zFlag, zId } from './common.ts';

/** user/center/my: the signed-in user's profile and totals, computed from paid donations. */
export const ZUserCenter = z.object({
  userId: z.number(),
  /** As stored; the client itself shows the platform's default nickname as 爱心人士. */
  nickname: z.string(),
  avatar: z.string(),
  donateMoney: z.number(),
  donateCountItems: z.number(),
  launchCount: z.number(),
  togetherLaunchCount: z.number(),
  isOpenLogin: zFlag,
  accountType: z.number(),
  loginNotes: z.string(),
  /** Masked (138****5678), or '' when no mobile is bound. */
  mobile: z.string(),
  isAlumni: zFlag,
});
export type TUserCenter = z.infer<typeof ZUserCenter>;

/** user/center/updateUser: either field or both; the avatar must be an address file/upload gave. */
export const ZUpdateUserBody = z
  .object({ nickname: z.string().max(200).optional(), avatar: z.string().max(500).optional() })
  .refine((body) => body.nickname !== undefined || body.avatar !== undefined, {
    message: 'nickname or avatar',
    path: ['nickname'],
  });
export type TUpdateUserBody = z.infer<typeof ZUpdateUserBody>;

export const ZAward = z.object({
  id: z.number(),
  name: z.string(),
  picture: z.string(),
  description: z.string(),
  /** 1 when the user has earned the award, else 0 (the client counts earned awards by it). */
  recordCount: z.number(),
  /** The user's rank among all donors by the award's measure; null when the user has none of it. */
  ranking: z.number().nullable(),
  /** When the award was earned (wire date), '' when it was not. */
  awardTime: z.string(),
});
export type TAward = z.infer<typeof ZAward>;

export const ZAwardDetailQuery = z.object({ awardId: zId });

/** file/upload answers data.fileUrl, a server-relative address (/files/…). */
export const ZUploadAnswer = z.object({ fileUrl: z.string() });
export type TUploadAnswer = z.infer<typeof ZUploadAnswer>;
