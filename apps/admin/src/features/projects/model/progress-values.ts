import type { TProgressRow, TProgressWrite } from '@alma/shared/admin-api/project-tabs';
import { shanghaiDay } from './shanghai-day.ts';

/** What the progress dialog edits. */
export type TProgressForm = { progressDate: string; content: string; attachmentList: string[] };

/** An entry's values, or a new entry's: today, no text, no pictures. */
export function progressFormOf(row: TProgressRow | null, now: Date): TProgressForm {
  if (!row) return { progressDate: shanghaiDay(now), content: '', attachmentList: [] };
  return {
    progressDate: row.progressDate.slice(0, 10),
    content: row.content,
    attachmentList: [...row.attachmentList],
  };
}

/** The body of POST /projects/:id/progress and PUT /progress/:id. */
export function progressInput(form: Partial<TProgressForm>): TProgressWrite {
  return {
    progressDate: form.progressDate ?? '',
    content: (form.content ?? '').trim(),
    attachmentList: form.attachmentList ?? [],
  };
}
