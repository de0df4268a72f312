import { z } from 'zod';
import { zFlag } from './common.ts';

export const ZUserCenter = z.object({
  userId: z.number(),
  nickname: z.string(),
  avatar: z.string(),
  donateMoney: z.number(),
  donateCountItems: z.number(),
  launchCount: z.number(),
  togetherLaunchCount: z.number(),
  isOpenLogin: zFlag,
  accountType: z.number(),
  loginNotes: z.string(),
  mobile: z.string(),
  isAlumni: zFlag,
});
export type TUserCenter = z.infer<typeof ZUserCenter>;

export const ZUpdateUserBody = z
  .object({ nickname: z.string().optional(), avatar: z.string().max(500).optional() })
  .refine((body) => body.nickname !== undefined || body.avatar !== undefined, {
    message: 'nickname or avatar',
    path: ['nickname'],
  });

export const ZAward = z.object({
  id: z.number(),
  name: z.string(),
  picture: z.string(),
  description: z.string(),
  recordCount: z.number(),
  ranking: z.number().nullable(),
  awardTime: z.string(),
});
