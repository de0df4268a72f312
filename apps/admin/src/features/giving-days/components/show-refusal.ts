import type { FormInstance } from 'antd';
import { AdminApiError } from '../../../lib/admin-client.ts';

/**
 * A refused write in the server's words: under the field it names when the form shows that field
 * (a list's item, `donorValues.2`, goes under its list), otherwise as a toast. The form's fields are
 * named here rather than asked of antd, so a refusal lands the same whatever is drawn at the moment.
 */
export function showRefusal<T>(
  form: FormInstance<T>,
  fields: readonly string[],
  error: unknown,
  toast: (text: string) => void,
): void {
  const text = error instanceof Error ? error.message : String(error);
  const field = error instanceof AdminApiError ? error.field?.split('.')[0] : undefined;
  if (field && fields.includes(field)) {
    form.setFields([{ name: field as never, errors: [text] }]);
    return;
  }
  toast(text);
}

/** A draft's problems under their fields (those the form does not show: as a toast). */
export function showProblems<T>(
  form: FormInstance<T>,
  fields: readonly string[],
  problems: ReadonlyMap<string, string>,
  toast: (text: string) => void,
): void {
  const shown = [...problems].filter(([field]) => fields.includes(field));
  form.setFields(shown.map(([name, message]) => ({ name: name as never, errors: [message] })));
  const hidden = [...problems].find(([field]) => !fields.includes(field));
  if (hidden) toast(hidden[1]);
}
