import type { Language } from '@alma/shared/i18n/language';
import { createContext, useContext } from 'react';

export type LanguageSetting = { language: Language; setLanguage: (language: Language) => void };

/** The console's language, switched from the header; app.tsx owns it (antd locale, i18next, storage). */
export const LanguageContext = createContext<LanguageSetting | null>(null);

export function useLanguageSetting(): LanguageSetting {
  const setting = useContext(LanguageContext);
  if (!setting) throw new Error('useLanguageSetting outside <App>');
  return setting;
}
