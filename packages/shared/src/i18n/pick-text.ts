import type { Language } from './language.ts';

/**
 * The text staff wrote, in the reader's language: staff write the Chinese one and may give an
 * English one beside it. An English reader gets the English text unless it is empty, then the
 * Chinese one; a Chinese reader always gets the Chinese one. The one rule for every such text the
 * spec API answers (project, category, sub-project, unit, form field, option).
 */
export function pickText(language: Language, chinese: string, english: string | null | undefined): string {
  if (language !== 'English' || english === null || english === undefined) return chinese;
  return english.trim() === '' ? chinese : english;
}
