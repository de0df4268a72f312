import type { TReceiptLastUserInfo } from '@alma/shared/api/receipts';
import type { TReceiptConfig } from '@alma/shared/api/site';
import { DEFAULT_AREA_CODE } from '@alma/shared/constants/limits';
import { RECEIPT_WAY_NUMBER } from '@alma/shared/documents/receipt-status';
import {
  firstReceiptWayOf,
  type ReceiptApplication,
  type ReceiptApplicationConfig,
  receiptWayNumbersOf,
} from '@alma/shared/validation/receipt-application';

/**
 * The receipt form (doc 3 §3–§5) as the donor fills it: the application without its donations.
 * Mobiles are held as areaCode-number, the form the server stores.
 */
export type ReceiptForm = Omit<ReceiptApplication, 'donateRecordIds'>;
export type ReceiptFormConfig = ReceiptApplicationConfig &
  Pick<TReceiptConfig, 'pickUpAddress' | 'pickUpName' | 'pickUpMobile'>;

const POSTAL_CLEARED = { postalContact: '', postalMobile: '', postalAddress: '' } as const;

/**
 * Doc 3 §4: pickup (1) fills address, contact and mobile from the config (read-only); any other
 * way clears them, so the school's details never go out as the donor's own postal address.
 */
export function withReceiptWay(form: ReceiptForm, way: number, config: ReceiptFormConfig): ReceiptForm {
  if (way === RECEIPT_WAY_NUMBER.pickup) {
    return {
      ...form,
      receiptWay: way,
      postalContact: config.pickUpName,
      postalMobile: config.pickUpMobile,
      postalAddress: config.pickUpAddress,
    };
  }
  return { ...form, receiptWay: way, ...POSTAL_CLEARED };
}

/** Doc 3 §4: changing the receipt type resets the way to the first option of its list. */
export function withReceiptType(
  form: ReceiptForm,
  receiptType: number,
  config: ReceiptFormConfig,
): ReceiptForm {
  return withReceiptWay({ ...form, receiptType }, firstReceiptWayOf(config, receiptType), config);
}

const BLANK: ReceiptForm = {
  donorType: 1,
  donorName: '',
  creditCode: '',
  receiptType: 0,
  receiptWay: 0,
  ...POSTAL_CLEARED,
  postalEmail: '',
  postalMobileSms: '',
};

/**
 * The form as it opens: receipt/lastUserInfo's details when there are some (null: none), kept only
 * where the institution still offers them; the type and way fall back to the first offered.
 */
export function initialReceiptForm(config: ReceiptFormConfig, last: TReceiptLastUserInfo): ReceiptForm {
  const types = config.receiptTypeList.map(Number);
  const lastType = last && types.includes(last.receiptType) ? last.receiptType : undefined;
  const receiptType = lastType ?? types[0] ?? 0;
  const lastWay =
    last && receiptWayNumbersOf(config, receiptType).includes(last.receiptWay) ? last.receiptWay : undefined;
  const start: ReceiptForm = last
    ? {
        donorType: last.donorType === 2 ? 2 : 1,
        donorName: last.donorName,
        creditCode: last.creditCode,
        receiptType,
        receiptWay: 0,
        ...POSTAL_CLEARED,
        postalEmail: last.postalEmail,
        postalMobileSms: last.postalMobileSms,
      }
    : { ...BLANK, receiptType };
  const form = withReceiptWay(start, lastWay ?? firstReceiptWayOf(config, receiptType), config);
  // The last express address is the donor's own: it is worth offering again.
  if (last && lastWay === RECEIPT_WAY_NUMBER.express && last.receiptWay === RECEIPT_WAY_NUMBER.express) {
    return {
      ...form,
      postalContact: last.postalContact,
      postalMobile: last.postalMobile,
      postalAddress: last.postalAddress,
    };
  }
  return form;
}

/**
 * Another donor type: the name and number typed for the other one are not this one's (a person's
 * name and ID number are no company's name and credit code), so they go. The same type changes nothing.
 */
export function withDonorType(form: ReceiptForm, donorType: 1 | 2): ReceiptForm {
  return donorType === form.donorType ? form : { ...form, donorType, donorName: '', creditCode: '' };
}

/**
 * receipt/insert's body (doc 3 §3): trimmed, and only what the chosen way shows leaves the phone
 * (the credit code only with isCreditCode; email for way 3, SMS mobile for way 4, postal for 1–2).
 */
export function receiptInsertBody(
  form: ReceiptForm,
  donateRecordIds: readonly number[],
  config: Pick<ReceiptApplicationConfig, 'isCreditCode'>,
): ReceiptApplication {
  const way = form.receiptWay;
  const postal = way === RECEIPT_WAY_NUMBER.pickup || way === RECEIPT_WAY_NUMBER.express;
  return {
    donorType: form.donorType,
    donorName: form.donorName.trim(),
    creditCode: config.isCreditCode === 1 ? form.creditCode.trim() : '',
    receiptType: form.receiptType,
    receiptWay: way,
    postalContact: postal ? form.postalContact.trim() : '',
    postalMobile: postal ? form.postalMobile.trim() : '',
    postalAddress: postal ? form.postalAddress.trim() : '',
    postalEmail: way === RECEIPT_WAY_NUMBER.email ? form.postalEmail.trim() : '',
    postalMobileSms: way === RECEIPT_WAY_NUMBER.sms ? form.postalMobileSms.trim() : '',
    donateRecordIds: [...donateRecordIds],
  };
}

/** An areaCode-number mobile split for the picker and the input (a bare number is +86). */
export function splitAreaNumber(value: string): { area: string; number: string } {
  const match = /^\+?(\d{1,4})-(.*)$/.exec(value);
  return match
    ? { area: match[1] ?? DEFAULT_AREA_CODE, number: match[2] ?? '' }
    : { area: DEFAULT_AREA_CODE, number: value };
}

/** Joined again; '' while no number is typed, so "required" still reads it as empty. */
export function joinAreaNumber(area: string, number: string): string {
  return number === '' ? '' : `${area || DEFAULT_AREA_CODE}-${number}`;
}
