import { z } from 'zod';
import { STAFF_ROLES } from './roles.ts';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from './staff-password.ts';

export { STAFF_PASSWORD_MIN_LENGTH };
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
  /**
   * The account's password was set by an administrator (a new account, a reset): until it is
   * changed, the session may only change it (PASSWORD_CHANGE_ROUTES) and `routes` lists just those.
   */
  mustChangePassword: z.boolean(),
  /** The admin routes this session may call (keys of ADMIN_PERMISSIONS), for the menu. */
  routes: z.array(z.string()),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

/** What the sign-in screen may know before anyone signs in (GET /session/options, public). */
export const ZStaffSessionOptions = z.object({
  /** A demo installation: the screen shows where the demo accounts are documented. */
  demo: z.boolean(),
});
export type TStaffSessionOptions = z.infer<typeof ZStaffSessionOptions>;

/** The only routes a session whose password must be changed may call; the rest answer 403. */
export const PASSWORD_CHANGE_ROUTES: readonly string[] = [
  'GET /session',
  'DELETE /session',
  'PUT /session/password',
];

/** PUT /session/password: the staff member's own new password (rules: staffPasswordProblem). */
export const ZStaffPasswordChange = z.object({
  currentPassword: z.string().min(1, 'currentPassword').max(STAFF_PASSWORD_MAX_LENGTH, 'currentPassword'),
  // Its length and the other rules are the service's, so a refusal says which rule it broke.
  newPassword: z.string().max(STAFF_PASSWORD_MAX_LENGTH, 'newPassword'),
});
export type TStaffPasswordChange = z.infer<typeof ZStaffPasswordChange>;

export { zUsername };
