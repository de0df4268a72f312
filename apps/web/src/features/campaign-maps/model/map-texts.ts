import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';

/** What carries a title staff wrote: a map's caption, an area point, a building. */
export type MapTitled = { title: string; titleEn: string };

/**
 * The title to show: in English the English one staff gave, else the title (a map made before
 * English titles, or one staff left blank, still shows its Chinese words rather than nothing).
 */
export function mapTitle(texts: MapTitled, language: Language): string {
  return pickText(language, texts.title, texts.titleEn);
}

/** A building's caption, or its number when staff gave it none (also the contact dialog's title). */
export function buildingTitle(building: MapTitled & { id: number }, language: Language): string {
  return mapTitle(building, language) || String(building.id);
}
