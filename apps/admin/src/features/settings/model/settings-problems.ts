import type { z } from 'zod';

/** What is wrong with a field, as the console says it (settings.problem.<key> in messages.ts). */
export type TProblemKey =
  | 'required'
  | 'chooseOne'
  | 'tooLong'
  | 'image'
  | 'colour'
  | 'control'
  | 'phone'
  | 'invalid';
/** max: the limit broken; length: how long the text is now (a text past its limit). */
export type TSettingsProblem = { key: TProblemKey; max?: number; length?: number };

/** Checkbox lists: "required" there means choosing at least one. */
const LIST_FIELDS = new Set([
  'receiptTypeList',
  'receiptWayPaperList',
  'receiptWayElectronicList',
  'certificateWayPaperList',
]);
const IMAGE_FIELDS = new Set(['shareImg', 'loginBg']);

function problemOf(issue: z.core.$ZodIssue, field: string, held: unknown): TSettingsProblem {
  const list = LIST_FIELDS.has(field);
  switch (issue.code) {
    case 'too_small':
      return { key: list ? 'chooseOne' : 'required' };
    case 'too_big':
      // Said with the text's own length: a long paste is refused whole, never cut to the limit.
      return typeof held === 'string'
        ? { key: 'tooLong', max: Number(issue.maximum), length: held.trim().length }
        : { key: 'tooLong', max: Number(issue.maximum) };
    case 'custom':
      // The contract's superRefine says 'required'; its other refinements refuse control characters.
      if (issue.message === 'required') return { key: list ? 'chooseOne' : 'required' };
      // The shared phone rule (validation/contact-phone.ts): a mobile or a landline with its area code.
      if (issue.message === 'phone') return { key: 'phone' };
      return { key: list ? 'invalid' : 'control' };
    default:
      if (IMAGE_FIELDS.has(field)) return { key: 'image' };
      if (field === 'themeColor') return { key: 'colour' };
      return { key: 'invalid' };
  }
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (inner, key) =>
      inner && typeof inner === 'object' ? (inner as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  );
}

/**
 * The shared contract's verdict on what the form holds: the same schema the server parses the body
 * with decides, and each refused field gets a key the console words in the staff member's language
 * (zod's own messages are English only). The first problem of a field is the one shown.
 */
export function checkSettings<C>(
  schema: z.ZodType<C>,
  value: C,
): { data: C; problems: null } | { data: null; problems: Map<string, TSettingsProblem> } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { data: parsed.data, problems: null };
  const problems = new Map<string, TSettingsProblem>();
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!problems.has(field)) problems.set(field, problemOf(issue, field, valueAt(value, issue.path)));
  }
  return { data: null, problems };
}
