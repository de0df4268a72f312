import { agreementStatusesThatCan, type TAgreementStatus } from '@alma/shared/agreements/agreement-status';

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
