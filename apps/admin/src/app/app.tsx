import type { Language } from '@alma/shared/i18n/language';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useMemo, useState } from 'react';
import { RouterProvider } from 'react-router';
import { switchI18nLanguage } from '../i18n/setup.ts';
import { currentLanguage, rememberLanguage } from '../lib/language.ts';
import { LanguageContext } from '../lib/language-context.ts';
import { queryClient } from '../lib/query-client.ts';
import { consoleTheme } from './console-theme.ts';
import { router } from './router.tsx';

const THEME = consoleTheme(
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches,
);

/** Providers around the routes: language (antd's locale follows it), antd's App context, the query cache. */
export function App() {
  const [language, setLanguageState] = useState<Language>(currentLanguage);
  const setting = useMemo(
    () => ({
      language,
      setLanguage: (next: Language) => {
        rememberLanguage(next);
        void switchI18nLanguage(next).then(() => {
          setLanguageState(next);
          // Server messages in what is on screen were written in the old language.
          void queryClient.invalidateQueries();
        });
      },
    }),
    [language],
  );

  return (
    <LanguageContext value={setting}>
      <ConfigProvider locale={language === 'English' ? enUS : zhCN} theme={THEME}>
        <AntApp>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </AntApp>
      </ConfigProvider>
    </LanguageContext>
  );
}
