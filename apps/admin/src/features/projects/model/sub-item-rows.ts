import { checkSubItemRows } from '@alma/shared/admin-api/project-rules';
import type { TProjectDetail, TSubItemRow, TSubItemsWrite } from '@alma/shared/admin-api/projects';
import type { Language } from '@alma/shared/i18n/language';
import { fieldProblemOf, type TFieldProblem } from './field-problem.ts';

/** A row of the sub-projects form: a saved one keeps its id and what orders put on it. */
export type TSubItemFormRow = {
  id?: number;
  name?: string;
  /** For donors who read English; empty shows them the Chinese name. */
  nameEn?: string;
  completeMoney?: number;
  donationCount?: number;
};

/** The sub-projects tab: the project's two switches and the ordered list. */
export type TSubItemsForm = { isSub: boolean; isSubRank: boolean; rows: TSubItemFormRow[] };

type TSubItemsOf = Pick<TProjectDetail, 'isSub' | 'isSubRank' | 'subItems'>;

export function subItemsFormOf(project: TSubItemsOf): TSubItemsForm {
  return {
    isSub: project.isSub,
    isSubRank: project.isSubRank,
    rows: project.subItems.map(({ id, name, nameEn, completeMoney, donationCount }) => ({
      id,
      name,
      nameEn,
      completeMoney,
      donationCount,
    })),
  };
}

/** The body of PUT /projects/:id/sub-items: the list in order, names trimmed, ids of saved rows. */
export function subItemsInput(rows: readonly TSubItemFormRow[] | undefined): TSubItemsWrite['rows'] {
  return (rows ?? []).map((row) => ({
    ...(row.id === undefined ? {} : { id: row.id }),
    name: (row.name ?? '').trim(),
    nameEn: (row.nameEn ?? '').trim(),
  }));
}

/** Whether the list differs from the saved one (names in either language, order, rows added or removed). */
export function subItemsChanged(saved: readonly TSubItemRow[], rows: TSubItemsWrite['rows']): boolean {
  const before = saved.map(({ id, name, nameEn }) => ({ id, name, nameEn }));
  const after = rows.map(({ id, name, nameEn }) => ({ id, name, nameEn: nameEn ?? '' }));
  return JSON.stringify(before) !== JSON.stringify(after);
}

/** The switches to PATCH, only those that changed; ranking goes off with the sub-projects. */
export function subSwitchesChange(
  saved: Pick<TProjectDetail, 'isSub' | 'isSubRank'>,
  form: Pick<TSubItemsForm, 'isSub' | 'isSubRank'>,
): Partial<Pick<TProjectDetail, 'isSub' | 'isSubRank'>> {
  const isSub = Boolean(form.isSub);
  const isSubRank = isSub && Boolean(form.isSubRank);
  return {
    ...(isSub === saved.isSub ? {} : { isSub }),
    ...(isSubRank === saved.isSubRank ? {} : { isSubRank }),
  };
}

/** The shared rule the server runs (no two names alike), before sending. */
export function subItemsProblem(rows: TSubItemsWrite['rows'], language: Language): TFieldProblem | null {
  return fieldProblemOf(checkSubItemRows(rows), language);
}
