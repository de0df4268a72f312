/** The two languages of the wire's `language` field (DESIGN.md §2). */
export const LANGUAGES = ['zh_CN', 'English'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh_CN';

export function parseLanguage(value: unknown): Language {
  return value === 'English' ? 'English' : DEFAULT_LANGUAGE;
}
