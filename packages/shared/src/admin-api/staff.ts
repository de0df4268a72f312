import { z } from 'zod';
import { ZAdminPage } from './paging.ts';
import { STAFF_PASSWORD_MIN_LENGTH, ZStaffRole, zUsername } from './session.ts';

export const ZStaffRow = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: ZStaffRole,
  disabled: z.boolean(),
  /** The authenticator answered its first code; until then the account cannot sign in. */
  totpConfirmed: z.boolean(),
  /** The password was set by an administrator and is changed at the next sign-in. */
  mustChangePassword: z.boolean(),
  createdAt: z.string(),
  /** 最后登录: the last successful sign-in and the address it came from; null before the first. */
  lastSignInAt: z.string().nullable(),
  lastSignInIp: z.string().nullable(),
});
export type TStaffRow = z.infer<typeof ZStaffRow>;

const zPassword = z.string().min(STAFF_PASSWORD_MIN_LENGTH, 'password').max(200, 'password');
const zDisplayName = z.string().trim().max(40, 'displayName');

export const ZStaffCreate = z.object({
  username: zUsername,
  displayName: zDisplayName.default(''),
  role: ZStaffRole,
  password: zPassword,
});
export type TStaffCreate = z.input<typeof ZStaffCreate>;

export const ZStaffUpdate = z
  .object({ displayName: zDisplayName, role: ZStaffRole, disabled: z.boolean() })
  .partial()
  .refine((value) => Object.keys(value).length > 0, 'body');
export type TStaffUpdate = z.input<typeof ZStaffUpdate>;

export const ZStaffPasswordReset = z.object({ password: zPassword });

/** What a new account or a reset second factor needs: scan the URI (as a QR) into an authenticator. */
export const ZTotpEnrolment = z.object({ otpauthUri: z.string(), secret: z.string() });
export type TTotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** POST /staff/:id/confirm-totp: the first code the new authenticator shows, read back. */
export const ZTotpConfirm = z.object({
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'totp'),
});
export type TTotpConfirm = z.infer<typeof ZTotpConfirm>;

export const ZStaffCreated = z.object({ staff: ZStaffRow, enrolment: ZTotpEnrolment });

export const ZStaffPage = z.object({ rows: z.array(ZStaffRow), total: z.number().int() });

const blank = (value: unknown) => (value === '' ? undefined : value);

/** The staff list's filters: a role, enabled or disabled, and a name or username searched. */
export const ZStaffQuery = ZAdminPage.extend({
  role: z.preprocess(blank, ZStaffRole.optional()),
  state: z.preprocess(blank, z.enum(['active', 'disabled']).optional()),
  q: z.preprocess(blank, z.string().trim().max(40).optional()),
});
export type TStaffQuery = z.infer<typeof ZStaffQuery>;
