import type { FormInstance } from 'antd';
import { AdminApiError } from '../../../lib/admin-client.ts';

/**
 * A refused write, in the server's words (already in the staff member's language): under the field
 * it names when the form has that field (`fieldOf` maps the server's name to the form's), and always
 * as a toast, so a refusal never goes unseen.
 */
export function showFieldError<T>(
  form: FormInstance<T>,
  error: unknown,
  toast: (text: string) => void,
  fieldOf: (serverField: string) => string | null = (field) => field,
): void {
  const text = error instanceof Error ? error.message : String(error);
  const field = error instanceof AdminApiError && error.field ? fieldOf(error.field) : null;
  if (field) form.setFields([{ name: field as never, errors: [text] }]);
  toast(text);
}
