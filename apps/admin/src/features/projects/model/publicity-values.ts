import type { TPublicityRow, TPublicityWrite } from '@alma/shared/admin-api/project-tabs';
import { shanghaiDay } from './shanghai-day.ts';

/** What the use-publicity dialog edits; a cleared amount is null. */
export type TPublicityForm = { useDate: string; useTitle: string; useMoney: number | null };

/** A row's values, or a new row's: today, no title, no amount. */
export function publicityFormOf(row: TPublicityRow | null, now: Date): TPublicityForm {
  if (!row) return { useDate: shanghaiDay(now), useTitle: '', useMoney: null };
  return { useDate: row.useDate.slice(0, 10), useTitle: row.useTitle, useMoney: row.useMoney };
}

/** The body of POST /projects/:id/publicity and PUT /publicity/:id (yuan, as the wire has it). */
export function publicityInput(form: Partial<TPublicityForm>): TPublicityWrite {
  return {
    useDate: form.useDate ?? '',
    useTitle: (form.useTitle ?? '').trim(),
    useMoney: form.useMoney ?? 0,
  };
}
