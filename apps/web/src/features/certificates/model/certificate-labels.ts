import {
  CERTIFICATE_STATUS_LABELS,
  CERTIFICATE_STATUSES,
  type CertificateStatus,
} from '@alma/shared/documents/certificate-status';
import type { Language } from '@alma/shared/i18n/language';

/** A paper status's words (doc 3 §4), or null for 0: no paper certificate was applied for. */
export function certificateStatusLabel(status: number, language: Language): string | null {
  const known = CERTIFICATE_STATUSES.find((value): value is CertificateStatus => value === status);
  return known === undefined ? null : CERTIFICATE_STATUS_LABELS[known][language];
}
