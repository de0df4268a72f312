import { z } from 'zod';
import { PLATFORMS } from '../constants/platform.ts';
import { zFlag } from './common.ts';

const zPlatform = z.enum(PLATFORMS).optional();

export const ZPassLoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** Lowercase hex SHA-256 of the typed password; the server never sees the password itself. */
  password: z.string().regex(/^[0-9a-f]{64}$/),
  platform: zPlatform,
});
export const ZSmsCodeBody = z.object({ mobile: z.string().trim().min(5).max(24) });
export const ZMobileLoginBody = z.object({
  mobile: z.string().trim().min(5).max(24),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  platform: zPlatform,
});
export const ZLoginAnswer = z.object({ token: z.string(), isRegister: zFlag });

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

export const ZBaseInfo = z.object({
  name: z.string(),
  mobile: z.string(),
  idNo: z.string(),
  nickname: z.string(),
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
