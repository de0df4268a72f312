import { type Language, parseLanguage } from '@alma/shared/i18n/language';

/** The interface language: zh_CN unless local storage says 'English' (spec doc 1 §1). */
export const LANGUAGE_KEY = 'language';

export function currentLanguage(): Language {
  return parseLanguage(localStorage.getItem(LANGUAGE_KEY));
}
