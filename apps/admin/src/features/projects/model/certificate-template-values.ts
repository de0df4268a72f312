import type { TCertificateTemplateAnswer } from '@alma/shared/admin-api/fulfilment';
import {
  DEFAULT_CERTIFICATE_TEMPLATE,
  type TCertificateFields,
  type TCertificateTemplate,
  ZCertificateTemplate,
} from '@alma/shared/documents/certificate-template';
import type { z } from 'zod';

export type TPlacementField = keyof TCertificateFields;
type TPlacementKey = 'x' | 'y' | 'size' | 'width';

/** The placement table's rows, in the order they sit on the page, and the numbers each one takes. */
export const PLACEMENT_ROWS: ReadonlyArray<{ field: TPlacementField; keys: readonly TPlacementKey[] }> = [
  { field: 'title', keys: ['x', 'y', 'size'] },
  { field: 'name', keys: ['x', 'y', 'size'] },
  { field: 'body', keys: ['x', 'y', 'size', 'width'] },
  { field: 'amount', keys: ['x', 'y', 'size'] },
  { field: 'date', keys: ['x', 'y', 'size'] },
  { field: 'serial', keys: ['x', 'y', 'size'] },
  { field: 'qr', keys: ['x', 'y', 'size'] },
  { field: 'seal', keys: ['x', 'y', 'size'] },
];

/**
 * What the form starts from: the project's saved layout, or the default when it has none (or one
 * this console cannot read, which saving then replaces).
 */
export function templateOf(answer: TCertificateTemplateAnswer): TCertificateTemplate {
  const saved = ZCertificateTemplate.safeParse(answer.template);
  return saved.success ? saved.data : DEFAULT_CERTIFICATE_TEMPLATE;
}

/** What is wrong with one input, as the console words it (certificateTemplate.problem.<key>). */
export type TTemplateProblem =
  | { key: 'required' | 'number' | 'image' | 'control' }
  | { key: 'tooLong'; max: number }
  | { key: 'min'; min: number }
  | { key: 'max'; max: number };

function problemOf(issue: z.core.$ZodIssue, path: string): TTemplateProblem {
  const picture = path === 'backgroundUrl' || path === 'sealUrl';
  if (picture) return { key: 'image' };
  if (issue.code === 'too_small')
    return issue.origin === 'string' ? { key: 'required' } : { key: 'min', min: Number(issue.minimum) };
  if (issue.code === 'too_big')
    return issue.origin === 'string'
      ? { key: 'tooLong', max: Number(issue.maximum) }
      : { key: 'max', max: Number(issue.maximum) };
  if (issue.code === 'invalid_type') return { key: path.startsWith('fields.') ? 'number' : 'required' };
  return { key: 'control' };
}

export type TTemplateVerdict =
  | { template: TCertificateTemplate; problems: null }
  | { template: null; problems: Map<string, TTemplateProblem> };

/**
 * The shared contract's verdict on what the form holds (the server parses the body with the same
 * schema): the template to save and preview, or each refused input's first problem by its path
 * (`fields.body.width`).
 */
export function checkTemplate(value: unknown): TTemplateVerdict {
  const parsed = ZCertificateTemplate.safeParse(value);
  if (parsed.success) return { template: parsed.data, problems: null };
  const problems = new Map<string, TTemplateProblem>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!problems.has(path)) problems.set(path, problemOf(issue, path));
  }
  return { template: null, problems };
}

/** The same layout (key order aside), so 保存 is offered only for a change. */
export function sameTemplate(a: TCertificateTemplate, b: TCertificateTemplate): boolean {
  const canonical = (template: TCertificateTemplate) => JSON.stringify(ZCertificateTemplate.parse(template));
  return canonical(a) === canonical(b);
}
