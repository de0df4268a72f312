import { z } from 'zod';
import { zLine } from './project-fields.ts';

/** Project categories (the spec's item types): the donor app's category tabs, in `sort` order. */
export const CATEGORY_NAME_MAX_LENGTH = 20;

/**
 * The English name is optional (an English reader then sees the Chinese one), as long as the
 * Chinese may be; left out of a rename, it stays as it was.
 */
export const ZCategoryWrite = z.object({
  name: zLine(CATEGORY_NAME_MAX_LENGTH, 1),
  nameEn: zLine(CATEGORY_NAME_MAX_LENGTH).optional(),
});
export type TCategoryWrite = z.input<typeof ZCategoryWrite>;

/** The new order: every category's id exactly once, first tab first. */
export const ZCategoryOrder = z.object({ ids: z.array(z.number().int().positive()).min(1).max(500) });
export type TCategoryOrder = z.input<typeof ZCategoryOrder>;

export type TCategoryRow = {
  id: number;
  name: string;
  /** '' when staff gave none. */
  nameEn: string;
  sort: number;
  /** Projects in the category: a category with any cannot be deleted. */
  projectCount: number;
};
