import { LANGUAGES, type Language } from '@alma/shared/i18n/language';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguageSetting } from '../lib/language-context.ts';

const LANGUAGE_LABELS: Record<Language, string> = { zh_CN: '中文', English: 'English' };

/** 中文 | English, in the header and on the sign-in screen; each name in its own language. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, setLanguage } = useLanguageSetting();
  return (
    <Segmented<Language>
      aria-label={t('header.language')}
      size="small"
      value={language}
      options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
      onChange={setLanguage}
    />
  );
}
