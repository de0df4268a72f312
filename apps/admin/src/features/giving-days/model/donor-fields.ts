import { BUILT_IN_BOARDS } from '@alma/shared/api/giving-days';
import type { FieldUiType, FormField } from '@alma/shared/validation/form-fields';
import type { TFunction } from 'i18next';

/** A donor field of the projects' forms that a board can rank by or a pool be limited to. */
export type TDonorField = {
  name: string;
  /** As the first form that has it labels it. */
  label: string;
  /** Its choices (radio, select): the value a donor's answer holds, and its words. */
  options: Array<{ value: string; label: string }>;
};

/**
 * Fields a board may not rank by: secrets, phone numbers, addresses and free paragraphs would put
 * donors' personal details on a public page.
 */
const PRIVATE_TYPES = new Set<FieldUiType>(['password', 'mobile', 'address', 'textarea']);

/** The donor fields of the chosen projects' forms, each once, in the forms' order. */
export function donorFieldsOf(forms: ReadonlyArray<{ fieldList: readonly FormField[] }>): TDonorField[] {
  const byName = new Map<string, TDonorField>();
  for (const form of forms) {
    for (const field of form.fieldList) {
      if (PRIVATE_TYPES.has(field.fieldUiType) || byName.has(field.fieldName)) continue;
      byName.set(field.fieldName, {
        name: field.fieldName,
        label: field.fieldShowName,
        options: (field.optionList ?? []).map((option) => ({
          value: String(option.id),
          label: option.title,
        })),
      });
    }
  }
  return [...byName.values()];
}

/** A field's words: its form label, or its name when no form at hand has it any more. */
export const fieldLabelOf = (fields: readonly TDonorField[], name: string): string =>
  fields.find((field) => field.name === name)?.label ?? name;

/** A contest's board in words: by project, by fundraiser, or by a donor field's label. */
export function boardText(t: TFunction, board: string, fields: readonly TDonorField[]): string {
  if ((BUILT_IN_BOARDS as readonly string[]).includes(board)) return t(`givingDays.contests.boards.${board}`);
  return t('givingDays.contests.boards.field', { label: fieldLabelOf(fields, board) });
}
