import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { type MoneyLimits, moneyProblem } from '../../../lib/money-rules.ts';

/** What a form would be refused for, by its field (the top-level name the form gives it). */
export type TProblems = Map<string, string>;

/** What a form sends, before the contract has accepted it: every field present, any value. */
export type TDraft<S extends z.ZodType> = { [K in keyof z.input<S>]-?: unknown };

export type TFieldWords = {
  /** The form's label of a field. */
  label: (field: string) => string;
  /** The fields typed in yuan, with their limits: said the way every money input of the console says it. */
  money?: Record<string, MoneyLimits>;
  /** The fields picked from a list rather than typed: a blank one says 请选择. */
  chosen?: readonly string[];
};

/** The contract's own refinements, by their message, and the console's words for each. */
const REFINEMENTS: Record<string, string> = {
  minute: 'givingDays.problem.minute',
  'admin.givingDay.endBeforeStart': 'givingDays.problem.afterStart',
  fieldName: 'givingDays.problem.fieldName',
  'admin.givingDay.donorValuesWithField': 'givingDays.problem.donorValues',
  positive: 'money.positive',
  amount: 'givingDays.problem.invalid',
};

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function problemText(
  issue: z.core.$ZodIssue,
  held: unknown,
  t: TFunction,
  label: string,
  chosen: boolean,
): string {
  const refinement = REFINEMENTS[issue.message];
  if (refinement) return t(refinement, { label });
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return t('givingDays.problem.tooFew', { label, min: issue.minimum });
      if (issue.origin === 'string') {
        return t(chosen ? 'givingDays.problem.choose' : 'givingDays.problem.required', { label });
      }
      return t('givingDays.problem.tooSmall', { label, min: issue.minimum });
    case 'too_big':
      if (issue.origin === 'array') return t('givingDays.problem.tooMany', { label, max: issue.maximum });
      if (issue.origin === 'string') return t('givingDays.problem.tooLong', { label, max: issue.maximum });
      return t('givingDays.problem.tooBig', { label, max: issue.maximum });
    case 'invalid_type':
      if (isBlank(held))
        return t(chosen ? 'givingDays.problem.choose' : 'givingDays.problem.required', { label });
      if (issue.expected === 'int' && typeof held === 'number')
        return t('givingDays.problem.whole', { label });
      return t('givingDays.problem.invalid', { label });
    case 'invalid_value':
      return t('givingDays.problem.choose', { label });
    case 'custom':
      // The text rules' other refinement: control characters, which no field may hold.
      return t('givingDays.problem.control', { label });
    default:
      return t('givingDays.problem.invalid', { label });
  }
}

/**
 * The shared contract's verdict on a draft, in the staff member's words: the schema the server parses
 * the body with decides (zod's own messages are English only), and yuan fields are said as the
 * console's money inputs say them, naming the field and its limit. The first problem of a field is
 * the one shown. Accepted, the draft is the body, sent as typed: yuan stay yuan, times stay minutes.
 */
export function checkDraft<S extends z.ZodType>(
  schema: S,
  draft: TDraft<S>,
  t: TFunction,
  words: TFieldWords,
): { body: z.input<S>; problems: null } | { body: null; problems: TProblems } {
  const values = draft as Record<string, unknown>;
  const problems: TProblems = new Map();
  for (const [field, limits] of Object.entries(words.money ?? {})) {
    const problem = moneyProblem(t, words.label(field), values[field], limits);
    if (problem) problems.set(field, problem);
  }
  const parsed = schema.safeParse(draft);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (!problems.has(field)) {
        const chosen = words.chosen?.includes(field) ?? false;
        problems.set(field, problemText(issue, values[field], t, words.label(field), chosen));
      }
    }
  }
  return problems.size > 0 ? { body: null, problems } : { body: draft as z.input<S>, problems: null };
}
