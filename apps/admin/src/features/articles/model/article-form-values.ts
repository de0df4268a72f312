import type { TArticleDetail, TArticleStatus, TArticleWrite } from '@alma/shared/admin-api/articles';
import { toWireDate } from '@alma/shared/dates/wire-date';

/**
 * What the article editor edits. The publish time is the native date-time picker's value
 * (`YYYY-MM-DDTHH:mm`), read as the foundation's clock (Shanghai) wherever the staff member sits.
 */
export type TArticleForm = {
  categoryId: number | undefined;
  title: string;
  intro: string;
  thumbnailImage: string;
  content: string;
  publishAt: string;
};

/** A wire date (`YYYY-MM-DD HH:mm:ss`) as the picker shows it, to the minute. */
export function publishAtOf(wire: string): string {
  return wire.slice(0, 16).replace(' ', 'T');
}

/** An article's values, or a new one's: the first category, published from now (to the minute). */
export function articleFormOf(
  detail: TArticleDetail | undefined,
  now: Date,
  firstCategoryId?: number,
): TArticleForm {
  if (!detail) {
    return {
      categoryId: firstCategoryId,
      title: '',
      intro: '',
      thumbnailImage: '',
      content: '',
      publishAt: publishAtOf(toWireDate(now) ?? ''),
    };
  }
  return {
    categoryId: detail.categoryId,
    title: detail.title,
    intro: detail.intro,
    thumbnailImage: detail.thumbnailImage,
    content: detail.content,
    publishAt: publishAtOf(detail.publishDate),
  };
}

/**
 * The picker's minute as a wire date. A time the staff member left as it was keeps its stored
 * seconds, so saving an article does not move its publish date by a few seconds.
 */
export function publishDateOf(publishAt: string, stored?: string): string {
  if (stored && publishAtOf(stored) === publishAt) return stored;
  const value = publishAt.replace('T', ' ');
  return value.length === 16 ? `${value}:00` : value;
}

/** The body of POST /articles and PUT /articles/:id; `status` when the save also publishes or withdraws. */
export function articleInput(
  form: Partial<TArticleForm>,
  detail: TArticleDetail | undefined,
  status?: TArticleStatus,
): TArticleWrite {
  return {
    categoryId: form.categoryId ?? 0,
    title: (form.title ?? '').trim(),
    intro: (form.intro ?? '').trim(),
    thumbnailImage: form.thumbnailImage ?? '',
    content: form.content ?? '',
    publishDate: publishDateOf(form.publishAt ?? '', detail?.publishDate),
    ...(status === undefined ? {} : { status }),
  };
}

/** The editor's field a server refusal names (the server calls the time publishDate). */
export function formFieldOf(serverField: string): keyof TArticleForm | null {
  if (serverField === 'publishDate') return 'publishAt';
  const fields: Array<keyof TArticleForm> = ['categoryId', 'title', 'intro', 'thumbnailImage', 'content'];
  return fields.find((field) => field === serverField) ?? null;
}
