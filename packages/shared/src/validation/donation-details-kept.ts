import {
  type CertificateEntry,
  type DetailsConfig,
  type DonationDetails,
  type PostalEntry,
  type ReceiptEntry,
  sectionsOf,
} from './donation-details.ts';
import { type FieldValue, type FormField, visibleValues } from './form-fields.ts';
import { formatMobile, parseMobile } from './mobile.ts';

/**
 * What an order keeps of the donation form's sections (doc 2 §4.3) and the name the form copies
 * into the empty ones; which sections are shown is donation-details.ts's.
 */

/** What an order keeps: the shown sections only, trimmed; a hidden section's stale input is dropped. */
export type KeptDetails = {
  fields: Record<string, unknown>;
  certificate?: CertificateEntry;
  receipt?: ReceiptEntry;
  postal?: PostalEntry;
};

function trimmed<T extends Record<string, unknown>>(entry: T): T {
  return Object.fromEntries(
    Object.entries(entry).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]),
  ) as T;
}

export function keptDetails(config: DetailsConfig, amountFen: number, details: DonationDetails): KeptDetails {
  const sections = sectionsOf(config, amountFen, details);
  const kept: KeptDetails = {
    fields: sections.fields
      ? withNormalMobiles(config.fieldList, visibleValues(config.fieldList, details.fields))
      : {},
  };
  if (sections.certificate) {
    const { certificate } = details;
    kept.certificate = trimmed({
      isNeedPaper: certificate.isNeedPaper,
      certificateDonorName: certificate.certificateDonorName,
      certificateWay: certificate.isNeedPaper ? certificate.certificateWay : '',
    });
  }
  if (sections.receiptInputs) {
    const { receipt } = details;
    kept.receipt = trimmed({
      ...receipt,
      creditCode: sections.creditCode ? receipt.creditCode : '',
      postalEmail: sections.email ? receipt.postalEmail : '',
      postalMobileSms: sections.sms ? normalMobile(receipt.postalMobileSms) : '',
    });
  }
  if (sections.mailing) {
    kept.postal = trimmed({ ...details.postal, postalMobile: normalMobile(details.postal.postalMobile) });
  }
  return kept;
}

/** A mobile kept in its one written form (parseMobile), however it was typed: one number, one text. */
function normalMobile(text: string): string {
  const mobile = parseMobile(text);
  return mobile ? formatMobile(mobile) : text;
}

function withNormalMobiles(
  fields: readonly FormField[],
  values: Record<string, FieldValue>,
): Record<string, FieldValue> {
  for (const field of fields) {
    const value = values[field.fieldName];
    if (field.fieldUiType === 'mobile' && typeof value === 'string')
      values[field.fieldName] = normalMobile(value);
  }
  return values;
}

/** The form field whose value is copied into empty certificate, receipt and contact names. */
export const NAME_FIELD = 'name';

/**
 * The name the donor typed in the form's name field, if any: what the certificate is made out to when
 * the form showed no certificate section to type one in (doc 2 §4.3).
 */
export function typedName(fields: Record<string, unknown>): string {
  const value = fields[NAME_FIELD];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Doc 2 §4.3: a name typed in the name field fills the certificate, receipt and contact names
 * that are still empty.
 */
export function copyNameIntoEmpty(details: DonationDetails, name: string): DonationDetails {
  const value = name.trim();
  if (value === '') return details;
  const fill = (current: string) => (current.trim() === '' ? value : current);
  return {
    ...details,
    certificate: {
      ...details.certificate,
      certificateDonorName: fill(details.certificate.certificateDonorName),
    },
    receipt: { ...details.receipt, receiptDonorName: fill(details.receipt.receiptDonorName) },
    postal: { ...details.postal, postalContact: fill(details.postal.postalContact) },
  };
}
