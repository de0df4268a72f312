import { HOME_LAYOUT_WORDS, type THomeEntryKind, type THomeLayoutInUse } from '@alma/shared/admin-api/home';
import { HOME_LAYOUT_SHOWS } from '@alma/shared/constants/home-layouts';
import type { Language } from '@alma/shared/i18n/language';

/**
 * What 首页配置 tells staff of the donor app's home layout: its name in their words (never its
 * code), what it shows, and which kinds of entry it leaves out, whose edits no donor sees.
 */
export type TLayoutNotice = {
  name: string;
  about: string;
  source: THomeLayoutInUse['source'];
  /** Kinds the layout does not show (banners, tiles): edits of them are not seen. */
  hidden: THomeEntryKind[];
};

export function layoutNoticeOf(layout: THomeLayoutInUse, language: Language): TLayoutNotice {
  const words = HOME_LAYOUT_WORDS[layout.name][language];
  const shows = HOME_LAYOUT_SHOWS[layout.name];
  const hidden = (['banner', 'tile'] as const).filter((kind) => !shows[kind]);
  return { name: words.name, about: words.about, source: layout.source, hidden };
}

/**
 * Whether donors see entries of a kind in the layout in use: the save's toast says "the donor app
 * shows it at once" only then, and otherwise that the change is not seen, and why.
 */
export function layoutShows(layout: THomeLayoutInUse, kind: THomeEntryKind): boolean {
  return HOME_LAYOUT_SHOWS[layout.name][kind];
}
