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
  throw new AppError('INVALID_REQUEST', missing ? 'error.missingField' : 'error.invalidField', {
    field,
    ...(issue && !missing ? problemOf(issue) : {}),
  });
}

/**
 * What was wrong, for a message that names the field by its label (the admin API's): too small or
 * too big (a number, a text's length, a list's size) with the limit, an amount out of its range, or
 * otherwise not valid.
 */
function problemOf(issue: z.core.$ZodIssue): MessageParams {
  // More than 0 (a price): 0 itself is refused as "must be more than 0", not "less than 0".
  if (issue.code === 'too_small' && issue.inclusive === false && Number(issue.minimum) === 0)
    return { problem: 'positive' };
  if (issue.code === 'too_small')
    return { problem: 'tooSmall', origin: issue.origin, min: Number(issue.minimum) };
  if (issue.code === 'too_big')
    return { problem: 'tooBig', origin: issue.origin, max: Number(issue.maximum) };
  if (issue.code === 'custom' && issue.message === 'positive') return { problem: 'positive' };
  if (issue.code === 'custom' && issue.message === 'amount') {
    const maxYuan = Number((issue.params as { maxYuan?: number } | undefined)?.maxYuan ?? 0);
    return { problem: 'amount', max: maxYuan };
  }
  return { problem: 'invalid' };
}
