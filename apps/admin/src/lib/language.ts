import { type Language, parseLanguage } from '@alma/shared/i18n/language';

/**
 * The console's language: zh_CN unless the staff member chose English. Its own key: the donor app on
 * the same origin keeps `language` for its visitors, and one must not switch the other.
 */
const LANGUAGE_KEY = 'alma.admin.language';

export function currentLanguage(): Language {
  try {
    return parseLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return parseLanguage(null);
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (private mode): the choice lasts until the page is closed.
  }
}
