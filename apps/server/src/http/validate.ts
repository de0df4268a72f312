import { AppError } from '@alma/shared/errors/app-error';
import type { z } from 'zod';

/**
 * Parses request input with the call's shared schema. A failure names the first bad field and
 * is a -1 business error, never a 500.
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
  throw new AppError('INVALID_REQUEST', missing ? 'error.missingField' : 'error.invalidField', { field });
}
