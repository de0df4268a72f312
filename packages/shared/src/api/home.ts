import { z } from 'zod';

/**
 * index/homeEntries — ours, not the spec's (docs/decisions.md): what the home and index layouts
 * show besides the project list, placed by staff in the console. Each entry is the spec's list item
 * (doc 1 §3: id, title, intro, src, linkUrl) with the project it opens when it has no link
 * (`itemsId`; doc 4 §2.1: "otherwise it opens subject-detail by id"). Title and intro are the
 * English ones when the request's language is English and staff gave them. Banners and tiles each
 * come in their order (sort, then id); hidden entries are never answered.
 */
export const ZHomeEntry = z.object({
  id: z.number(),
  title: z.string(),
  intro: z.string(),
  /** The picture ('' for a tile without one). */
  src: z.string(),
  linkUrl: z.string(),
  itemsId: z.number().nullable(),
});
export type THomeEntry = z.infer<typeof ZHomeEntry>;

export const ZHomeEntries = z.object({ banners: z.array(ZHomeEntry), tiles: z.array(ZHomeEntry) });
export type THomeEntries = z.infer<typeof ZHomeEntries>;
