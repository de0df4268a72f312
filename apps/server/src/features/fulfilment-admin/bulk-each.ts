import type { TBulkResult } from '@alma/shared/admin-api/fulfilment';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { translate } from '@alma/shared/i18n/server-messages';
import { type AuditActor, recordNoChange } from '../../audit/record-audit.ts';

/**
 * A bulk action: each id in turn, in its own transaction (one bad row does not undo the others);
 * one that cannot be done is skipped with the reason in the staff member's language. When nothing
 * was done the audit guard is told so.
 */
export async function eachOf(
  actor: AuditActor,
  ids: readonly number[],
  language: Language,
  act: (id: number) => Promise<unknown>,
): Promise<TBulkResult> {
  const result: TBulkResult = { moved: [], skipped: [] };
  for (const id of [...new Set(ids)]) {
    try {
      await act(id);
      result.moved.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      result.skipped.push({ id, reason: translate(language, error.messageKey, error.params) });
    }
  }
  if (result.moved.length === 0) recordNoChange(actor);
  return result;
}
