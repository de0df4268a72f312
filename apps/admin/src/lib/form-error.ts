import type { FormInstance } from 'antd';
import { AdminApiError } from './admin-client.ts';

/**
 * A refused write: the server names the field at fault when there is one, and the message then sits
 * under that field; otherwise `show` puts it up (a toast). Either way in the server's words.
 */
export function showServerError<T>(
  form: FormInstance<T>,
  error: unknown,
  show: (message: string) => void,
): void {
  const message = error instanceof Error ? error.message : String(error);
  const field = error instanceof AdminApiError ? error.field : undefined;
  if (field && form.getFieldInstance(field as never) !== undefined) {
    form.setFields([{ name: field as never, errors: [message] }]);
    return;
  }
  show(message);
}

/** A dialog's save: on success the saved toast and the dialog closes; a refusal as showServerError. */
export function saveCallbacks<T>(
  form: FormInstance<T>,
  notify: { success: (text: string) => unknown; error: (text: string) => unknown },
  savedText: string,
  onClose: () => void,
) {
  return {
    onSuccess: () => {
      void notify.success(savedText);
      onClose();
    },
    onError: (error: unknown) => showServerError(form, error, (text) => void notify.error(text)),
  };
}
