import type { FieldUiType, FormField } from '../validation/form-fields.ts';

/**
 * The donor fields of a giving day's projects' forms (issue 25): what a board may rank by and a pool
 * or challenge be limited to, in words. The server answers them with the day, so a role that may
 * not read the forms still sees a field's label and its answers' words, not their keys.
 */

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
