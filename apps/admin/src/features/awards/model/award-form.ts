import {
  checkAward,
  NEW_AWARD,
  type TAwardRow,
  type TAwardRuleKind,
  type TAwardWrite,
} from '@alma/shared/admin-api/awards';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import { formatYuan } from '@alma/shared/money/money';

/** The modal's values: the write body, with no picture yet as ''. */
export type TAwardForm = Omit<TAwardWrite, 'picture'> & { picture: string };

/** A row to edit, or a new award placed after the last one. */
export function awardFormOf(row: TAwardRow | null, rows: readonly TAwardRow[]): TAwardForm {
  if (row) {
    const { id: _id, ...values } = row;
    return values;
  }
  return { ...NEW_AWARD, sort: Math.max(0, ...rows.map((award) => award.sort)) + 1 };
}

/** The body the server takes: texts trimmed as it would. */
export function awardInput(values: TAwardForm): TAwardWrite {
  return {
    name: values.name.trim(),
    nameEn: (values.nameEn ?? '').trim(),
    picture: values.picture ?? '',
    description: (values.description ?? '').trim(),
    descriptionEn: (values.descriptionEn ?? '').trim(),
    ruleKind: values.ruleKind,
    ruleThreshold: values.ruleThreshold ?? 0,
    sort: values.sort ?? 0,
  };
}

/** What the server would refuse the award for, in the staff member's words (its own messages). */
export function awardProblem(
  values: TAwardForm,
  language: Language,
): { field: keyof TAwardForm; message: string } | null {
  const input = awardInput(values);
  if (input.picture === '') {
    return { field: 'picture', message: translate(language, 'admin.award.pictureRequired') };
  }
  const problem = checkAward(input);
  return problem ? { field: problem.field, message: translate(language, problem.key) } : null;
}

/** Money thresholds take cents; the count kinds whole numbers. */
export const thresholdPrecision = (kind: TAwardRuleKind): number => (kind === 'donate_money_fen' ? 2 : 0);

/** The threshold as the list shows it: ¥ with separators for money, the count otherwise. */
export function thresholdText(kind: TAwardRuleKind, threshold: number): string {
  return kind === 'donate_money_fen' ? `¥${formatYuan(threshold)}` : String(threshold);
}
