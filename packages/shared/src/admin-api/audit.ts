import { z } from 'zod';
import { ZAdminPage } from './paging.ts';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const ZAuditQuery = ZAdminPage.extend({
  staffId: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().optional()),
  action: z.preprocess(emptyToUndefined, z.string().max(80).optional()),
  targetType: z.preprocess(emptyToUndefined, z.string().max(40).optional()),
  targetId: z.preprocess(emptyToUndefined, z.string().max(80).optional()),
});
export type TAuditQuery = z.input<typeof ZAuditQuery>;

export const ZAuditRow = z.object({
  id: z.number().int(),
  at: z.string(),
  staffId: z.number().int().nullable(),
  staffUsername: z.string(),
  staffRole: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
});
export type TAuditRow = z.infer<typeof ZAuditRow>;

export const ZAuditPage = z.object({ rows: z.array(ZAuditRow), total: z.number().int() });
