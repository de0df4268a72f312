import { z } from 'zod';

/**
 * The body of every admin API failure; the HTTP status says the kind (400 bad input, 401 no session,
 * 403 not allowed, 404, 409, 429). `message` is in the staff member's language; `field` names the
 * input at fault when there is one.
 */
export const ZAdminErrorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }),
});
export type TAdminErrorBody = z.infer<typeof ZAdminErrorBody>;
