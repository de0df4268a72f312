import {
  checkHomeEntry,
  isHomeLinkUrl,
  NEW_HOME_ENTRY,
  type THomeEntryKind,
  type THomeEntryRow,
  type THomeEntryWrite,
} from '@alma/shared/admin-api/home';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';

/** The modal's values: the write body, with the project select's "none" as antd hands it. */
export type THomeEntryForm = Omit<THomeEntryWrite, 'itemsId'> & { itemsId?: number | null };

/** A row to edit, or a new entry of a kind placed after the last of that kind. */
export function homeEntryFormOf(
  row: THomeEntryRow | null,
  kind: THomeEntryKind,
  rows: readonly THomeEntryRow[],
): THomeEntryForm {
  if (row) {
    const { id: _id, itemsName: _name, updatedAt: _at, ...values } = row;
    return values;
  }
  const last = Math.max(0, ...rows.filter((entry) => entry.kind === kind).map((entry) => entry.sort));
  return { ...NEW_HOME_ENTRY, kind, sort: last + 1 };
}

/** The body the server takes: texts trimmed as it would, no project as null. */
export function homeEntryInput(values: THomeEntryForm): THomeEntryWrite {
  return {
    kind: values.kind,
    title: values.title.trim(),
    titleEn: (values.titleEn ?? '').trim(),
    intro: (values.intro ?? '').trim(),
    introEn: (values.introEn ?? '').trim(),
    src: values.src ?? '',
    linkUrl: (values.linkUrl ?? '').trim(),
    itemsId: values.itemsId ?? null,
    sort: values.sort ?? 0,
    isShow: values.isShow ?? true,
  };
}

/** What the server would refuse the entry for (checkHomeEntry), in the staff member's words. */
export function homeEntryProblem(
  values: THomeEntryForm,
  language: Language,
): { field: string; message: string } | null {
  const problem = checkHomeEntry(homeEntryInput(values));
  return problem ? { field: problem.field, message: translate(language, problem.key) } : null;
}

/** The link field's own rule, said as the server says it. */
export function linkUrlMessage(value: string | undefined, language: Language): string | null {
  const link = (value ?? '').trim();
  return link === '' || isHomeLinkUrl(link) ? null : translate(language, 'admin.home.linkInvalid');
}
