import type { Language } from '@alma/shared/i18n/language';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from '../lib/language.ts';
import { enMessages } from './messages-en.ts';
import { zhMessages } from './messages-zh.ts';
import { addWaitingMessages, UI_LANGUAGE } from './register-messages.ts';

/** Both shell catalogues are small (menu, header, shared words): the switch needs no download. */
export async function setupI18n(): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: UI_LANGUAGE[currentLanguage()],
    fallbackLng: UI_LANGUAGE.zh_CN,
    resources: {
      [UI_LANGUAGE.zh_CN]: { translation: zhMessages },
      [UI_LANGUAGE.English]: { translation: enMessages },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addWaitingMessages();
  document.documentElement.lang = UI_LANGUAGE[currentLanguage()];
  return i18next;
}

export async function switchI18nLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(UI_LANGUAGE[language]);
  document.documentElement.lang = UI_LANGUAGE[language];
}
