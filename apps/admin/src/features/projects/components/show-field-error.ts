import type { FormInstance } from 'antd';
import { AdminApiError } from '../../../lib/admin-client.ts';
import { namePathOf } from '../model/field-problem.ts';

/**
 * A refused write, in the server's words (already in the staff member's language): under the field
 * it names, with the form's name path for nested fields (`moneyList.0.money`), and as a toast, since
 * the field may be one the form does not show as such (a picture of a list).
 */
export function showFieldError<T>(
  form: FormInstance<T>,
  error: unknown,
  toast: (text: string) => void,
): void {
  const text = error instanceof Error ? error.message : String(error);
  const field = error instanceof AdminApiError ? error.field : undefined;
  if (field) form.setFields([{ name: namePathOf(field) as never, errors: [text] }]);
  toast(text);
}
