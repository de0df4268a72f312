import type { SettingsProblem } from '@alma/shared/admin-api/project-rules';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';

/** A problem as a form shows it: under the field at `name`, in the staff member's language. */
export type TFieldProblem = { name: Array<string | number>; message: string };

/** A server field name (`fixMoney.0.money`) as the form's name path. */
export function namePathOf(field: string): Array<string | number> {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** A shared rule's finding (the same the server would refuse the write with), for the form. */
export function fieldProblemOf(problem: SettingsProblem | null, language: Language): TFieldProblem | null {
  if (!problem) return null;
  return { name: namePathOf(problem.field), message: translate(language, problem.key) };
}
