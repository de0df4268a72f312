import type { TFormDetail } from '@alma/shared/api/donate';
import { DEFAULT_AREA_CODE } from '@alma/shared/constants/limits';
import { yuanToFen } from '@alma/shared/money/money';
import { plainAnswers } from '@alma/shared/orders/donor-answers';
import {
  type DetailsConfig,
  type DonationDetails,
  EMPTY_CERTIFICATE,
  EMPTY_POSTAL,
  EMPTY_RECEIPT,
  soleOption,
} from '@alma/shared/validation/donation-details';
import { copyNameIntoEmpty, keptDetails, NAME_FIELD } from '@alma/shared/validation/donation-details-kept';
import type { FieldValue, FieldValues, FormField } from '@alma/shared/validation/form-fields';

/** formDetail's section flags in the shape the shared rules take (yuan → fen). */
export function detailsConfigOf(form: TFormDetail): DetailsConfig {
  return {
    fieldList: form.fieldList,
    isShowCertificate: form.isShowCertificate,
    isOpenCertificate: form.isOpenCertificate,
    minMoneyCertificateFen: yuanToFen(form.minMoneyCertificate) ?? 0,
    certificateWayPaperList: form.certificateWayPaperList,
    isShowReceipt: form.isShowReceipt,
    isOpenReceipt: form.isOpenReceipt,
    minMoneyReceiptFen: yuanToFen(form.minMoneyReceipt) ?? 0,
    isCreditCode: form.isCreditCode,
    offlineContactInfo: form.offlineContactInfo,
    receiptTypeList: form.receiptTypeList,
    receiptWayPaperList: form.receiptWayPaperList,
    receiptWayElectronicList: form.receiptWayElectronicList,
  };
}

function isFieldValue(value: unknown): value is FieldValue {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  return Array.isArray(value) && value.every((part) => typeof part === 'string' || typeof part === 'number');
}

/** The last donation's values of fields this form still has; anything unreadable is no prefill. */
export function prefillValues(fields: readonly FormField[], formData: string | undefined): FieldValues {
  if (!formData) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(formData);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const known = new Set(fields.map((field) => field.fieldName));
  const values: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(parsed)) {
    if (known.has(name) && isFieldValue(value)) values[name] = value;
  }
  return values;
}

/**
 * A new form: prefilled from donateRecord (doc 2 §3), a sole receipt type picked, mobiles at +86.
 * A prefilled name goes into the empty certificate, receipt and contact names as a typed one does
 * when the donor leaves the field (doc 2 §4.3): a prefilled field is never left, so it is done here.
 */
export function initialDetails(form: TFormDetail): DonationDetails {
  const fields: Record<string, FieldValue> = {};
  for (const field of form.fieldList) if (field.fieldUiType === 'switch') fields[field.fieldName] = 0;
  Object.assign(fields, prefillValues(form.fieldList, form.donateRecord?.formData));
  const receiptType = soleOption(form.receiptTypeList) ?? '';
  const ways =
    receiptType === '1' ? form.receiptWayPaperList : receiptType === '2' ? form.receiptWayElectronicList : [];
  const details: DonationDetails = {
    isNoData: false,
    fields,
    certificate: {
      ...EMPTY_CERTIFICATE,
      certificateDonorName: form.donateRecord?.certificateDonorName ?? '',
      certificateWay: soleOption(form.certificateWayPaperList) ?? '',
    },
    receipt: { ...EMPTY_RECEIPT, receiptType, receiptWay: soleOption(ways) ?? '' },
    postal: { ...EMPTY_POSTAL, postalCountry: '中国' },
  };
  const name = fields[NAME_FIELD];
  return typeof name === 'string' ? copyNameIntoEmpty(details, name) : details;
}

/** A mobile's parts as the inputs hold them: `86-138…` → code 86 and the number. */
export function splitMobile(value: string): { areaCode: string; number: string } {
  const match = /^\+?(\d{1,4})-(.*)$/.exec(value);
  return match
    ? { areaCode: match[1] ?? DEFAULT_AREA_CODE, number: match[2] ?? '' }
    : { areaCode: DEFAULT_AREA_CODE, number: value };
}

export function joinMobile(areaCode: string, number: string): string {
  const digits = number.trim();
  return digits === '' ? '' : `${areaCode || DEFAULT_AREA_CODE}-${digits}`;
}

/**
 * The order payload's details part (doc 2 §3): only what the form shows leaves the phone; the
 * server judges it again with the same rules.
 */
export function detailsPayload(
  config: DetailsConfig,
  amountFen: number,
  details: DonationDetails,
): Record<string, unknown> {
  const kept = keptDetails(config, amountFen, details);
  const body: Record<string, unknown> = { formDataMap: kept.fields };
  if (kept.certificate)
    Object.assign(body, { ...kept.certificate, isNeedPaper: kept.certificate.isNeedPaper ? 1 : 0 });
  if (kept.receipt)
    Object.assign(body, { ...kept.receipt, isNeedReceipt: kept.receipt.isNeedReceipt ? 1 : 0 });
  if (kept.postal) Object.assign(body, kept.postal);
  return body;
}

/**
 * The answers a live giving day reads from what the order would keep (issue 25): the form's estimate
 * keeps a pool for some donors when these qualify, as placing judges the kept answers.
 */
export function givingDayAnswers(
  config: DetailsConfig,
  amountFen: number,
  details: DonationDetails,
): Record<string, string> {
  return plainAnswers(keptDetails(config, amountFen, details).fields);
}
