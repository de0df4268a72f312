import { AppError } from '@alma/shared/errors/app-error';
import { hasMessage, type MessageParams } from '@alma/shared/i18n/server-messages';
import type { z } from 'zod';

/**
 * Parses request input with the call's shared schema. A failure names the first bad field and
 * is a -1 business error, never a 500. A schema may give a rule a message key of its own (where
 * the field's wire name would mean nothing to a donor, as the project search's 's'); that message
 * is sent instead, with the rule's limit as {max} or {min}.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  const raw = issue?.path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );
  const missing = raw === undefined || raw === '';
  if (issue && !missing && hasMessage(issue.message)) {
    const params: MessageParams = { field };
    if (issue.code === 'too_big') params.max = Number(issue.maximum);
    if (issue.code === 'too_small') params.min = Number(issue.minimum);
    throw new AppError('INVALID_REQUEST', issue.message, params);
  }
  throw new AppError('INVALID_REQUEST', missing ? 'error.missingField' : 'error.invalidField', { field });
}
