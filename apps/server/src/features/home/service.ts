import type { THomeEntries, THomeEntry } from '@alma/shared/api/home';
import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';
import type { Db } from '../../db/client.ts';
import { listShownHomeEntries } from './repository.ts';

type Row = Awaited<ReturnType<typeof listShownHomeEntries>>[number];

/** Staff's English text for an English-mode donor; the Chinese one where they gave none. */
function entryOf(row: Row, language: Language): THomeEntry {
  return {
    id: row.id,
    title: pickText(language, row.title, row.titleEn),
    intro: pickText(language, row.intro, row.introEn),
    src: row.src,
    linkUrl: row.linkUrl,
    itemsId: row.itemsId,
  };
}

/** index/homeEntries (ours): the banners and tiles the home and index layouts show. */
export async function getHomeEntries(db: Db, language: Language): Promise<THomeEntries> {
  const rows = await listShownHomeEntries(db);
  const entries = (kind: string) =>
    rows.filter((row) => row.kind === kind).map((row) => entryOf(row, language));
  return { banners: entries('banner'), tiles: entries('tile') };
}
