import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { currentLanguage } from '../lib/language.ts';
import { applyAntdMobileEnglish } from './antd-mobile-english.ts';
import { zhMessages } from './messages-zh.ts';
import { addWaitingMessages } from './register-messages.ts';

/**
 * The wire's language names ('zh_CN', 'English') are not language codes i18next accepts as they
 * are (it lower-cases 'English'), so the UI uses BCP 47 codes derived from the same setting that
 * fills every request's `language`.
 */
const UI_LANGUAGE = { zh_CN: 'zh-CN', English: 'en' } as const;

export async function setupI18n(): Promise<typeof i18next> {
  const language = UI_LANGUAGE[currentLanguage()];
  const resources: Record<string, { translation: object }> = {
    [UI_LANGUAGE.zh_CN]: { translation: zhMessages },
  };
  // Most visitors read Chinese: the English catalogue is fetched only for those who chose it.
  if (language === UI_LANGUAGE.English) {
    const [{ enMessages }] = await Promise.all([import('./messages-en.ts'), applyAntdMobileEnglish()]);
    resources[language] = { translation: enMessages };
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: UI_LANGUAGE.zh_CN,
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  addWaitingMessages();
  document.documentElement.lang = language;
  return i18next;
}
