import i18next from 'i18next';

/** The UI language codes setup.ts gives i18next (wire 'zh_CN' / 'English'). */
const ZH = 'zh-CN';
const EN = 'en';

type Bundle = { key: string; zh: object; en: object };

/** Bundles of screens whose code arrived before i18next was initialised (start-up preloads it). */
const waiting: Bundle[] = [];

function add({ key, zh, en }: Bundle): void {
  i18next.addResourceBundle(ZH, 'translation', { [key]: zh }, true, true);
  i18next.addResourceBundle(EN, 'translation', { [key]: en }, true, true);
}

/**
 * A screen's strings travel in its own lazy chunk: the module that draws a screen registers its
 * Chinese and English messages under one top-level key when it loads. The first screen's budget
 * (120 KB gzipped) stays untouched by screens the visitor has not opened.
 *
 * Call at module top level of a feature's `messages.ts`, and import that file from the feature's
 * page modules: `registerMessages('detail', zhDetail, enDetail)` → `t('detail.tabs.record')`.
 * A screen's code may load before i18next is initialised; its strings then wait for setup.ts.
 */
export function registerMessages<T extends object>(key: string, zh: T, en: NoInfer<T>): void {
  if (i18next.isInitialized) add({ key, zh, en });
  else waiting.push({ key, zh, en });
}

/** Called by setup.ts once i18next is initialised. */
export function addWaitingMessages(): void {
  for (const bundle of waiting.splice(0)) add(bundle);
}
