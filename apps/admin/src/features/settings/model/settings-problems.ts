import type { z } from 'zod';

/** What is wrong with a field, as the console says it (settings.problem.<key> in messages.ts). */
export type TProblemKey = 'required' | 'chooseOne' | 'tooLong' | 'image' | 'colour' | 'control' | 'invalid';
export type TSettingsProblem = { key: TProblemKey; max?: number };

/** Checkbox lists: "required" there means choosing at least one. */
const LIST_FIELDS = new Set([
  'receiptTypeList',
  'receiptWayPaperList',
  'receiptWayElectronicList',
  'certificateWayPaperList',
]);
const IMAGE_FIELDS = new Set(['shareImg', 'loginBg']);

function problemOf(issue: z.core.$ZodIssue, field: string): TSettingsProblem {
  const list = LIST_FIELDS.has(field);
  switch (issue.code) {
    case 'too_small':
      return { key: list ? 'chooseOne' : 'required' };
    case 'too_big':
      return { key: 'tooLong', max: Number(issue.maximum) };
    case 'custom':
      // The contract's superRefine says 'required'; its other refinements refuse control characters.
      if (issue.message === 'required') return { key: list ? 'chooseOne' : 'required' };
      return { key: list ? 'invalid' : 'control' };
    default:
      if (IMAGE_FIELDS.has(field)) return { key: 'image' };
      if (field === 'themeColor') return { key: 'colour' };
      return { key: 'invalid' };
  }
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
    if (!problems.has(field)) problems.set(field, problemOf(issue, field));
  }
  return { data: null, problems };
}
