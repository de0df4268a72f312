import type { TReceiptInsertBody } from '../api/receipts.ts';
import type { TReceiptConfig } from '../api/site.ts';
import { RECEIPT_WAY_NUMBER } from '../documents/receipt-status.ts';
import type { Language } from '../i18n/language.ts';
import { type MessageKey, translate } from '../i18n/server-messages.ts';
import type { ApplicationProblem } from './certificate-application.ts';
import { isIdNumberAsCreditCode } from './credit-code.ts';
import {
  CREDIT_CODE_LENGTH,
  DETAIL_TEXT_MAX,
  POSTAL_ADDRESS_MAX,
  receiptLabels,
} from './donation-details.ts';
import { parseMobile } from './mobile.ts';
import { textLength } from './text.ts';

/**
 * The receipt application from the receipt list (doc 3 §3, §5): one rule set for the apply form
 * and for receipt/insert. Pure: the body as it goes on the wire and the institution's config.
 */

export type ReceiptApplication = Omit<TReceiptInsertBody, 'donateRecordIds'> & {
  donateRecordIds: readonly number[];
};
export type ReceiptApplicationConfig = Pick<
  TReceiptConfig,
  | 'isOpenReceipt'
  | 'validType'
  | 'isCreditCode'
  | 'receiptTypeList'
  | 'receiptWayPaperList'
  | 'receiptWayElectronicList'
>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The ways a receipt type offers (1 paper: pickup, express; 2 electronic: email, SMS), as numbers. */
export function receiptWayNumbersOf(
  config: ReceiptApplicationConfig,
  receiptType: number,
): readonly number[] {
  const list =
    receiptType === 1 ? config.receiptWayPaperList : receiptType === 2 ? config.receiptWayElectronicList : [];
  return list.map(Number);
}

/** Doc 3 §4: changing the receipt type resets the way to the first option of its list (0: none). */
export function firstReceiptWayOf(config: ReceiptApplicationConfig, receiptType: number): number {
  return receiptWayNumbersOf(config, receiptType)[0] ?? 0;
}

function tooLong(text: string, max: number, target: string): ApplicationProblem | null {
  return textLength(text) > max ? { key: 'form.lengthMax', params: { max }, target } : null;
}

function donorProblem(
  body: ReceiptApplication,
  config: ReceiptApplicationConfig,
  language: Language,
): ApplicationProblem | null {
  if (body.donorType !== 1 && body.donorType !== 2) {
    return { key: 'details.chooseDonorType', target: 'donorType' };
  }
  // Labels follow the donor type: 姓名 + 身份证号 or 单位名称 + 统一社会信用代码 (doc 3 §5).
  const labels = receiptLabels(String(body.donorType));
  const title = (key: MessageKey) => translate(language, key);
  const name = body.donorName.trim();
  if (name === '')
    return { key: 'form.enterField', params: { title: title(labels.name) }, target: 'donorName' };
  const longName = tooLong(name, DETAIL_TEXT_MAX, 'donorName');
  if (longName) return longName;
  // Without isCreditCode the form has no number input: whatever arrives is not checked (the
  // server drops it).
  if (config.isCreditCode !== 1) return null;
  const code = body.creditCode.trim();
  if (code === '')
    return { key: 'form.enterField', params: { title: title(labels.number) }, target: 'creditCode' };
  // An organisation's number is a credit code: a person's ID number kept from 个人 is refused.
  if (textLength(code) !== CREDIT_CODE_LENGTH || (body.donorType === 2 && isIdNumberAsCreditCode(code))) {
    return { key: 'details.invalid', params: { title: title(labels.number) }, target: 'creditCode' };
  }
  return null;
}

function deliveryProblem(body: ReceiptApplication, language: Language): ApplicationProblem | null {
  if (body.receiptWay === RECEIPT_WAY_NUMBER.email) {
    const email = body.postalEmail.trim();
    if (email === '') return { key: 'details.enterEmail', target: 'postalEmail' };
    if (!EMAIL.test(email) || email.length > DETAIL_TEXT_MAX) {
      return { key: 'details.invalidEmail', target: 'postalEmail' };
    }
  }
  if (body.receiptWay === RECEIPT_WAY_NUMBER.sms) {
    if (body.postalMobileSms.trim() === '')
      return { key: 'details.enterSmsMobile', target: 'postalMobileSms' };
    if (!parseMobile(body.postalMobileSms)) return { key: 'validation.mobile', target: 'postalMobileSms' };
  }
  // Pickup: the school's address, contact and mobile come from the config (read-only), as for
  // certificates; only express asks the donor for them.
  if (body.receiptWay !== RECEIPT_WAY_NUMBER.express) return null;
  const address = body.postalAddress.trim();
  if (address === '') return { key: 'documents.enterPostalAddress', target: 'postalAddress' };
  const longAddress = tooLong(address, POSTAL_ADDRESS_MAX, 'postalAddress');
  if (longAddress) return longAddress;
  const contact = body.postalContact.trim();
  if (contact === '') return { key: 'details.enterContact', target: 'postalContact' };
  const longContact = tooLong(contact, DETAIL_TEXT_MAX, 'postalContact');
  if (longContact) return longContact;
  if (body.postalMobile.trim() === '') return { key: 'details.enterContactMobile', target: 'postalMobile' };
  if (!parseMobile(body.postalMobile)) {
    return {
      key: 'details.invalid',
      params: { title: translate(language, 'documents.contactMobile') },
      target: 'postalMobile',
    };
  }
  return null;
}

/** The first problem in the form's order (items, donor, type, way, its fields), or null. */
export function firstReceiptApplicationProblem(
  body: ReceiptApplication,
  config: ReceiptApplicationConfig,
  language: Language,
): ApplicationProblem | null {
  if (body.donateRecordIds.length === 0) return { key: 'documents.selectItems', target: 'donateRecordIds' };
  // validType 0 hides the list's Apply button; isOpenReceipt 0 hides the submit button (doc 3 §2).
  if (config.isOpenReceipt !== 1 || config.validType === 0) {
    return { key: 'documents.receiptClosed', target: 'donateRecordIds' };
  }
  const donor = donorProblem(body, config, language);
  if (donor) return donor;
  if (!config.receiptTypeList.map(Number).includes(body.receiptType)) {
    return { key: 'details.chooseReceiptType', target: 'receiptType' };
  }
  if (!receiptWayNumbersOf(config, body.receiptType).includes(body.receiptWay)) {
    return { key: 'details.chooseReceiptWay', target: 'receiptWay' };
  }
  return deliveryProblem(body, language);
}
