import {
  type TAgreementPreview,
  type TAgreementTemplateAnswer,
  ZAgreementTemplate,
} from '@alma/shared/admin-api/agreements';
import { unknownPlaceholders, ZAgreementPlacement } from '@alma/shared/agreements/agreement-template';
import type { z } from 'zod';

/** A template as the editor holds it (and PUT sends it). */
export type TTemplateValues = z.output<typeof ZAgreementTemplate>;

/** What the form starts from: the answer without what only describes it (default or not, when saved). */
export function valuesOfAnswer(answer: TAgreementTemplateAnswer): TTemplateValues {
  const { title, body, titleEn, bodyEn, offerContract, placement } = answer;
  return { title, body, titleEn, bodyEn, offerContract, placement };
}

/** What is wrong with one input, as the console words it (agreements.template.problem.<key>). */
export type TTemplateProblem =
  | { key: 'required' | 'number' | 'control' }
  | { key: 'tooLong'; max: number }
  | { key: 'min'; min: number }
  | { key: 'max'; max: number }
  | { key: 'unknownPlaceholder'; placeholder: string };

export type TTemplateVerdict =
  | { template: TTemplateValues; problems: null }
  | { template: null; problems: Map<string, TTemplateProblem> };

const TEXT_FIELDS = ['title', 'body', 'titleEn', 'bodyEn'] as const;

function problemOf(issue: z.core.$ZodIssue): TTemplateProblem {
  if (issue.code === 'too_small')
    return issue.origin === 'string' ? { key: 'required' } : { key: 'min', min: Number(issue.minimum) };
  if (issue.code === 'too_big')
    return issue.origin === 'string'
      ? { key: 'tooLong', max: Number(issue.maximum) }
      : { key: 'max', max: Number(issue.maximum) };
  if (issue.code === 'invalid_type') return { key: issue.path[0] === 'placement' ? 'number' : 'required' };
  return { key: 'control' };
}

/**
 * The shared contract's verdict on what the form holds, with the server's other refusal (a `{name}`
 * that is no placeholder) found before it is sent: the template to save and preview, or each refused
 * input's first problem by its path (`placement.signature.x`).
 */
export function checkTemplate(value: unknown): TTemplateVerdict {
  const problems = new Map<string, TTemplateProblem>();
  const parsed = ZAgreementTemplate.safeParse(value);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!problems.has(path)) problems.set(path, problemOf(issue));
    }
  }
  const texts = (value ?? {}) as Partial<Record<(typeof TEXT_FIELDS)[number], unknown>>;
  for (const field of TEXT_FIELDS) {
    const text = texts[field];
    const [unknown] = typeof text === 'string' ? unknownPlaceholders(text) : [];
    if (unknown !== undefined && !problems.has(field))
      problems.set(field, { key: 'unknownPlaceholder', placeholder: `{${unknown}}` });
  }
  if (parsed.success && problems.size === 0) return { template: parsed.data, problems: null };
  return { template: null, problems };
}

/** Whether the form holds the saved template (as the server would store it: trimmed), so 保存 is for a change. */
export function sameTemplate(current: unknown, saved: TTemplateValues): boolean {
  const parsed = ZAgreementTemplate.safeParse(current);
  return parsed.success && JSON.stringify(parsed.data) === JSON.stringify(ZAgreementTemplate.parse(saved));
}

export type TPreviewLanguage = TAgreementPreview['language'] & string;

/**
 * What POST /agreement-templates/preview is sent for one language: null while the template is not
 * valid, or for English while it has no English title and text (the donor would get the Chinese).
 */
export function previewInputOf(
  template: TTemplateValues | null,
  language: TPreviewLanguage,
  itemsId: number,
): TAgreementPreview | null {
  if (template === null) return null;
  const english = language === 'en';
  const title = english ? template.titleEn : template.title;
  const body = english ? template.bodyEn : template.body;
  if (title === '' || body === '') return null;
  return { title, body, placement: template.placement, itemsId, language };
}

/**
 * The text with `{placeholder}` put where the caret was (over a selection, replacing it), and where
 * the caret goes after it.
 */
export function insertPlaceholder(
  text: string,
  start: number,
  end: number,
  placeholder: string,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, end, text.length));
  const to = Math.min(Math.max(start, end), text.length);
  const token = `{${placeholder}}`;
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}

type TPlacementNumber = z.ZodNumber;
const limitsOf = (schema: TPlacementNumber) => ({ min: schema.minValue ?? 0, max: schema.maxValue ?? 0 });
const signature = ZAgreementPlacement.shape.signature.shape;
const seal = ZAgreementPlacement.shape.seal.shape;

/** The placement's number inputs, each with the limits the shared schema sets (so both agree). */
export const PLACEMENT_INPUTS = [
  { part: 'signature', key: 'x', ...limitsOf(signature.x) },
  { part: 'signature', key: 'width', ...limitsOf(signature.width) },
  { part: 'signature', key: 'height', ...limitsOf(signature.height) },
  { part: 'seal', key: 'x', ...limitsOf(seal.x) },
  { part: 'seal', key: 'size', ...limitsOf(seal.size) },
] as const;

/** A server field name (`placement.seal.x`) as the form's name path. */
export const namePathOf = (field: string): Array<string | number> =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
