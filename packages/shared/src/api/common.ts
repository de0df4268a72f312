import { z } from 'zod';
import { MAX_PAGE_LIMIT, PAGE_SIZE } from '../constants/limits.ts';

/** Query values arrive as text; empty text means "not given". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

export const zId = z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(2_147_483_647));
export const zOptionalId = z.preprocess(emptyToUndefined, zId.optional());

export const ZPaging = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(PAGE_SIZE),
  ),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(1_000_000).default(0)),
});
export type TPaging = z.infer<typeof ZPaging>;

/** A 0/1 flag as the spec's entities carry them. */
export const zFlag = z.union([z.literal(0), z.literal(1)]);

export function zPage<T extends z.ZodType>(row: T) {
  return z.object({ rows: z.array(row), total: z.number().int() });
}
export type TPage<T> = { rows: T[]; total: number };

/** The response envelope of every spec call (DESIGN.md §2). */
export type TEnvelope<T> = { code: number; message: string; data: T };

/** Free text of a body that may be left out or null: '' then, and at most `max` characters. */
export const zBodyText = (max: number) => z.preprocess((v) => (v == null ? '' : v), z.string().max(max));

/** Ids sent as an array or as a comma list (`1,2,3`), 1 to `max` of them. */
export const zIdList = (max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(',').filter((part) => part.trim() !== '') : v),
    z.array(z.coerce.number().int().positive()).min(1).max(max),
  );
