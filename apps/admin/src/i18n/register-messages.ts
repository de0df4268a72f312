import i18next from 'i18next';

/** The UI language codes setup.ts gives i18next (wire 'zh_CN' / 'English'). */
export const UI_LANGUAGE = { zh_CN: 'zh-CN', English: 'en' } as const;

type Bundle = { key: string; zh: object; en: object };
const waiting: Bundle[] = [];

function add({ key, zh, en }: Bundle): void {
  i18next.addResourceBundle(UI_LANGUAGE.zh_CN, 'translation', { [key]: zh }, true, true);
  i18next.addResourceBundle(UI_LANGUAGE.English, 'translation', { [key]: en }, true, true);
}

/**
 * A screen's strings travel in its own lazy chunk: a feature's `messages.ts` registers both languages
 * under one top-level key when it loads (`registerMessages('staff', zh, en)` → `t('staff.title')`).
 * English must have every key Chinese has (the type says so). Code that loads before i18next is
 * initialised has its strings added by setup.ts.
 */
export function registerMessages<T extends object>(key: string, zh: T, en: NoInfer<T>): void {
  if (i18next.isInitialized) add({ key, zh, en });
  else waiting.push({ key, zh, en });
}

export function addWaitingMessages(): void {
  for (const bundle of waiting.splice(0)) add(bundle);
}
