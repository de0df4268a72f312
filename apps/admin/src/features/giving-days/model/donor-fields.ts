import type { TDonorField } from '@alma/shared/admin-api/giving-day-donor-fields';
import { BUILT_IN_BOARDS } from '@alma/shared/api/giving-days';
import type { TFunction } from 'i18next';

export { donorFieldsOf, type TDonorField } from '@alma/shared/admin-api/giving-day-donor-fields';

/** A field's words: its form label, or its name when no form at hand has it any more. */
export const fieldLabelOf = (fields: readonly TDonorField[], name: string): string =>
  fields.find((field) => field.name === name)?.label ?? name;

/** A contest's board in words: by project, by fundraiser, or by a donor field's label. */
export function boardText(t: TFunction, board: string, fields: readonly TDonorField[]): string {
  if ((BUILT_IN_BOARDS as readonly string[]).includes(board)) return t(`givingDays.contests.boards.${board}`);
  return t('givingDays.contests.boards.field', { label: fieldLabelOf(fields, board) });
}
