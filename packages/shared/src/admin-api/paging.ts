import { z } from 'zod';

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Console tables page on the server: `page` from 1 and `pageSize`, answered as `{ rows, total }`. */
export const ZAdminPage = z.object({
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
  pageSize: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(200).default(20)),
});
export type TAdminPage = z.infer<typeof ZAdminPage>;

export type TAdminRows<T> = { rows: T[]; total: number };
