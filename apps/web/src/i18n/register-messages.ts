import i18next from 'i18next';

/** The UI language codes setup.ts gives i18next (wire 'zh_CN' / 'English'). */
const ZH = 'zh-CN';
const EN = 'en';

/**
 * A screen's strings travel in its own lazy chunk: the module that draws a screen registers its
 * Chinese and English messages under one top-level key when it loads. The first screen's budget
 * (120 KB gzipped) stays untouched by screens the visitor has not opened.
 *
 * Call at module top level of a feature's `messages.ts`, and import that file from the feature's
 * page modules: `registerMessages('detail', zhDetail, enDetail)` → `t('detail.tabs.record')`.
 */
export function registerMessages<T extends object>(key: string, zh: T, en: NoInfer<T>): void {
  i18next.addResourceBundle(ZH, 'translation', { [key]: zh }, true, true);
  i18next.addResourceBundle(EN, 'translation', { [key]: en }, true, true);
}
