import type { TBulkResult } from '@alma/shared/admin-api/fulfilment';
import type { TFunction } from 'i18next';

/** Why some were left out, each reason once (the server words them). */
function skippedText(skipped: TBulkResult['skipped'], t: TFunction): string {
  if (skipped.length === 0) return '';
  const reasons = [...new Set(skipped.map((skip) => skip.reason))].join('；');
  return t('receipts.skipped', { count: skipped.length, reasons });
}

/** An issue or resend answer in words: how many were queued, and why any were not. */
export function queuedOutcome(action: 'issue' | 'resend', result: TBulkResult, t: TFunction): string {
  const done = t(action === 'issue' ? 'receipts.queuedIssue' : 'receipts.queuedResend', {
    count: result.moved.length,
  });
  return done + skippedText(result.skipped, t);
}

/** A bulk move's answer in words. */
export function movedOutcome(result: TBulkResult, t: TFunction): string {
  return t('receipts.bulkDone', { moved: result.moved.length }) + skippedText(result.skipped, t);
}
