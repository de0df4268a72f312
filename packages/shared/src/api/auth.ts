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

export const ZBaseInfo = z.object({
  name: z.string(),
  mobile: z.string(),
  idNo: z.string(),
  nickname: z.string(),
});
