import { checkProjectFields } from '@alma/shared/admin-api/project-rules';
import { NEW_PROJECT, type TProjectDetail, type TProjectFields } from '@alma/shared/admin-api/projects';
import type { Language } from '@alma/shared/i18n/language';
import { fieldProblemOf, type TFieldProblem } from './field-problem.ts';

const FIELD_NAMES = Object.keys(NEW_PROJECT) as Array<keyof TProjectFields>;

/** The settings part of a project (what the form edits), from its detail or the empty project. */
export function formValuesOf(detail: TProjectDetail | undefined): TProjectFields {
  if (!detail) return structuredClone(NEW_PROJECT);
  const values = { ...NEW_PROJECT };
  for (const name of FIELD_NAMES) Object.assign(values, { [name]: detail[name] });
  return values;
}

/**
 * The switches the sub-projects tab saves with its list. The settings form leaves them to it: its
 * own copy may be older than that tab's last save, and sending it would undo that save.
 */
export const SUB_ITEM_SWITCHES = ['isSub', 'isSubRank'] as const satisfies ReadonlyArray<
  keyof TProjectFields
>;

/**
 * What the form holds, over the starting values: fields hidden by a switch (a goods price while the
 * project gives money) keep their value, as the server would keep it. Cleared numbers become 0.
 * Fields `left` to another part of the editor keep the starting (latest saved) value.
 */
export function settingsFrom(
  start: TProjectFields,
  held: Partial<TProjectFields>,
  left: ReadonlyArray<keyof TProjectFields> = [],
): TProjectFields {
  const merged = { ...start };
  for (const name of FIELD_NAMES) {
    if (left.includes(name)) continue;
    const value = held[name];
    if (value !== undefined)
      Object.assign(merged, { [name]: value === null && name !== 'typeId' ? start[name] : value });
  }
  merged.fixMoney = (merged.fixMoney ?? []).map((option) => ({
    title: option.title ?? '',
    money: option.money ?? 0,
  }));
  return merged;
}

/** The shared rules the server runs on the merged result, run before sending: field + message. */
export function settingsProblem(
  settings: TProjectFields,
  itemsType: number,
  language: Language,
): TFieldProblem | null {
  return fieldProblemOf(checkProjectFields(settings, itemsType), language);
}

/** Only what changed goes in a PATCH (the audit trail then shows just that). */
export function changedFields(before: TProjectFields, after: TProjectFields): Partial<TProjectFields> {
  const change: Partial<TProjectFields> = {};
  for (const name of FIELD_NAMES) {
    if (JSON.stringify(before[name]) !== JSON.stringify(after[name]))
      Object.assign(change, { [name]: after[name] });
  }
  return change;
}
