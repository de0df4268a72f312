import type { TEnvelope } from '@alma/shared/api/common';
import { AppError, wireCodeOf } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { type MessageKey, type MessageParams, translate } from '@alma/shared/i18n/server-messages';

/** A successful spec call: HTTP 200, code 0 (DESIGN.md §2). */
export function ok<T>(data: T, message = 'success'): TEnvelope<T> {
  return { code: 0, message, data };
}

export function okMessage<T>(
  language: Language,
  key: MessageKey,
  data: T,
  params?: MessageParams,
): TEnvelope<T> {
  return { code: 0, message: translate(language, key, params), data };
}

/** The envelope for a failure, in the user's language. */
export function errorEnvelope(error: AppError, language: Language): TEnvelope<{ errorCode: string } | null> {
  const wire = wireCodeOf(error.code);
  return {
    code: wire.code,
    message: translate(language, error.messageKey, error.params),
    data: wire.errorCode ? { errorCode: wire.errorCode } : null,
  };
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND', 'error.notFound');
}
