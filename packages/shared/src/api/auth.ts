import { z } from 'zod';
import { PLATFORMS } from '../constants/platform.ts';
import { zFlag } from './common.ts';

const zPlatform = z.enum(PLATFORMS).optional();
/**
 * Only the length is checked here: whether the text is a mobile at all is `parseMobile`'s call,
 * so a malformed one gets 请输入合法的手机号 rather than a bare "invalid parameter".
 */
const zMobileText = z.string().trim().max(32);

export const ZPassLoginBody = z.object({
  username: z.string().trim().min(1).max(64),
  /** Hex SHA-256 of the typed password; the server never sees the password itself. */
  password: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/)
    .transform((hex) => hex.toLowerCase()),
  platform: zPlatform,
});
export type TPassLoginBody = z.infer<typeof ZPassLoginBody>;

export const ZSmsCodeBody = z.object({ mobile: zMobileText });

/** A code of the wrong shape is simply a wrong code (it uses up a try), not a malformed request. */
export const ZMobileLoginBody = z.object({
  mobile: zMobileText,
  code: z.string().trim().max(16),
  platform: zPlatform,
});
export type TMobileLoginBody = z.infer<typeof ZMobileLoginBody>;

/** passLogin for an unknown username answers isRegister 0 and an empty token (spec doc 3 §8). */
export const ZLoginAnswer = z.object({ token: z.string(), isRegister: zFlag });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** The user's own identity, with mobile and ID number masked. */
export const ZBaseInfo = z.object({
  name: z.string(),
  mobile: z.string(),
  idNo: z.string(),
  nickname: z.string(),
});
export type TBaseInfo = z.infer<typeof ZBaseInfo>;
