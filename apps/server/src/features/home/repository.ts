import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { homeEntries } from '../../db/schema/site.ts';

/** The entries the donor app shows (isShow), banners and tiles together, each kind in its order. */
export function listShownHomeEntries(db: Db) {
  return db
    .select({
      id: homeEntries.id,
      kind: homeEntries.kind,
      title: homeEntries.title,
      titleEn: homeEntries.titleEn,
      intro: homeEntries.intro,
      introEn: homeEntries.introEn,
      src: homeEntries.src,
      linkUrl: homeEntries.linkUrl,
      itemsId: homeEntries.itemsId,
    })
    .from(homeEntries)
    .where(eq(homeEntries.isShow, true))
    .orderBy(asc(homeEntries.sort), asc(homeEntries.id));
}
