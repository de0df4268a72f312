import { z } from 'zod';
import { STAFF_ROLES } from './roles.ts';

export const STAFF_PASSWORD_MIN_LENGTH = 10;
export const STAFF_USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,31}$/;
/** A session ends after this long without a request, and at the latest after SESSION_MAX_MS. */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
export const STAFF_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

const zUsername = z.string().trim().toLowerCase().regex(STAFF_USERNAME_PATTERN, 'username');

export const ZStaffLogin = z.object({
  username: zUsername,
  password: z.string().min(1).max(200),
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'totp'),
});
export type TStaffLogin = z.infer<typeof ZStaffLogin>;

export const ZStaffRole = z.enum(STAFF_ROLES);

export const ZStaffMe = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: ZStaffRole,
  /** Send back in the x-csrf-token header with every write. */
  csrfToken: z.string(),
  /** The admin routes this role may call (keys of ADMIN_PERMISSIONS), for the menu. */
  routes: z.array(z.string()),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** What the sign-in screen may know before anyone signs in (GET /session/options, public). */
export const ZStaffSessionOptions = z.object({
  /** A demo installation: the screen shows where the demo accounts are documented. */
  demo: z.boolean(),
});
export type TStaffSessionOptions = z.infer<typeof ZStaffSessionOptions>;

export { zUsername };
