import { AGREEMENT_EVIDENCE_FIELDS, type TAgreementEvidenceField } from '@alma/shared/admin-api/agreements';
import { agreementStatusesThatCan, type TAgreementStatus } from '@alma/shared/agreements/agreement-status';
import { RECEIPT_STATUSES, type ReceiptStatus } from '@alma/shared/documents/receipt-status';

/** Each status's badge: waiting on someone (signed, sealed) stands out, done is green, void is red. */
export const STATUS_BADGE: Record<
  TAgreementStatus,
  'default' | 'processing' | 'warning' | 'success' | 'error'
> = {
  GENERATED: 'default',
  SIGNED: 'processing',
  SEALED: 'warning',
  FUNDS_RECEIVED: 'success',
  VOID: 'error',
};

const VOIDABLE: readonly TAgreementStatus[] = agreementStatusesThatCan('void');

/** Whether 作废 is offered: the shared status machine's arrows, so the button and the server agree. */
export const mayBeVoided = (status: TAgreementStatus): boolean => VOIDABLE.includes(status);

/** The catalogue key of an agreement's language ('zh-CN' or 'en'); anything else reads as Chinese. */
export const languageKeyOf = (language: string): 'zh-CN' | 'en' => (language === 'en' ? 'en' : 'zh-CN');

/** A wire time (`YYYY-MM-DD HH:mm:ss`) to the minute, as the console's other lists show times. */
export const minuteOf = (at: string): string => (at ? at.slice(0, 16).replace('T', ' ') : '');

/**
 * Whether the console has words for an evidence row's field (agreements.evidenceFields.<field>); a
 * field added to the evidence page later shows the label the page printed instead.
 */
export const isEvidenceField = (field: string): field is TAgreementEvidenceField =>
  (AGREEMENT_EVIDENCE_FIELDS as readonly string[]).includes(field);

/** Whether a receipt's status is one the console words (agreements.receiptStatuses.<status>). */
export const isReceiptStatus = (status: number): status is ReceiptStatus =>
  (RECEIPT_STATUSES as readonly number[]).includes(status);
