import type { Language } from '@alma/shared/i18n/language';
import { pickText } from '@alma/shared/i18n/pick-text';

/** A project's texts staff write in Chinese and may give in English (the items columns). */
export type ProjectTextColumns = {
  name: string;
  nameEn: string;
  intro: string;
  introEn: string;
  materialName: string;
  materialNameEn: string;
  materialUnit: string;
  materialUnitEn: string;
};

/** Those texts in the reader's language: each English one unless empty, else the Chinese. */
export function projectTexts(row: ProjectTextColumns, language: Language) {
  return {
    name: pickText(language, row.name, row.nameEn),
    intro: pickText(language, row.intro, row.introEn),
    materialName: pickText(language, row.materialName, row.materialNameEn),
    materialUnit: pickText(language, row.materialUnit, row.materialUnitEn),
  };
}
