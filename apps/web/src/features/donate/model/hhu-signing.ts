import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import {
  type FieldValues,
  type FormField,
  fieldProblemText,
  firstFieldProblem,
} from '@alma/shared/validation/form-fields';
import type { NamingDraft } from '../../../lib/naming-draft.ts';

/**
 * The hhu tree form's agreement (doc 4 §4, §5): before signing, the donor's name and mobile must
 * be filled and the donor's kind chosen (the form's own fields, their placeholders as the toast);
 * the preview then generates the agreement for that name, mobile and the trees' total.
 */

/** The fields an agreement is made from: name, mobile and the donor's kind, as the form defines them. */
const SIGNING_FIELDS = ['name', 'mobile', 'identity'] as const;

export function signingProblem(
  fieldList: readonly FormField[],
  values: FieldValues,
  language: Language,
): string | null {
  const fields = fieldList.filter((field) => (SIGNING_FIELDS as readonly string[]).includes(field.fieldName));
  const problem = firstFieldProblem(fields, values, language);
  return problem ? fieldProblemText(problem, language) : null;
}

const textOf = (value: FieldValues[string] | undefined) => (typeof value === 'string' ? value.trim() : '');

/** tree-naming-hhu/preview with the donor and amount the agreement is generated for (and the tree, ours). */
export function previewPath(
  draft: Pick<NamingDraft, 'itemsId' | 'seats'>,
  values: FieldValues,
  totalFen: number,
): string {
  const query = new URLSearchParams({
    name: textOf(values.name),
    mobile: textOf(values.mobile),
    donationAmount: String(fenToYuan(totalFen)),
    itemsId: String(draft.itemsId),
  });
  const seat = draft.seats[0];
  if (draft.seats.length === 1 && seat) query.set('seatId', String(seat.seatId));
  return `/tree-naming-hhu/preview?${query}`;
}

/** The signed agreement shown as it is (preview only, titled 捐赠协议书). */
export function signedPreviewPath(url: string): string {
  return `/tree-naming-hhu/preview?${new URLSearchParams({ url })}`;
}
