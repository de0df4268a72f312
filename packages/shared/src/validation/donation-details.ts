import type { Language } from '../i18n/language.ts';
import { type MessageKey, type MessageParams, translate } from '../i18n/server-messages.ts';
import { isIdNumberAsCreditCode } from './credit-code.ts';
import { type FieldValues, type FormField, fieldProblemText, firstFieldProblem } from './form-fields.ts';
import { parseMobile } from './mobile.ts';
import { textLength } from './text.ts';

/**
 * The donation form's sections after the amount (doc 2 §2.1, §4.3, §5): donation info (the
 * dynamic fields), certificate, receipt and mailing. Which are shown and what each needs is
 * decided here, once, for the form and for items/donate: the server refuses what the form would
 * refuse, with the same message, and keeps only what the donor could see.
 */

export const CREDIT_CODE_LENGTH = 18;
/** A cap on free text in these sections, so a request cannot store a novel. */
export const DETAIL_TEXT_MAX = 100;
export const POSTAL_ADDRESS_MAX = 200;

/** Receipt types and ways, as the spec's strings. */
export const RECEIPT_TYPE = { paper: '1', electronic: '2' } as const;
export const RECEIPT_WAY = { pickup: '1', express: '2', email: '3', sms: '4' } as const;
export const CERTIFICATE_WAY = { pickup: '1', express: '2' } as const;
/** receiptDonorType: 1 a person, 2 an organisation. */
export const RECEIPT_DONOR = { personal: '1', enterprise: '2' } as const;

/** The formDetail flags these sections depend on (money in fen). */
export type DetailsConfig = {
  fieldList: readonly FormField[];
  isShowCertificate: number;
  isOpenCertificate: number;
  minMoneyCertificateFen: number;
  certificateWayPaperList: readonly string[];
  isShowReceipt: number;
  isOpenReceipt: number;
  minMoneyReceiptFen: number;
  isCreditCode: number;
  offlineContactInfo: string;
  receiptTypeList: readonly string[];
  receiptWayPaperList: readonly string[];
  receiptWayElectronicList: readonly string[];
};

export type CertificateEntry = { isNeedPaper: boolean; certificateDonorName: string; certificateWay: string };
export type ReceiptEntry = {
  isNeedReceipt: boolean;
  receiptDonorType: string;
  receiptDonorName: string;
  creditCode: string;
  receiptType: string;
  receiptWay: string;
  postalEmail: string;
  postalMobileSms: string;
};
export type PostalEntry = {
  postalCountry: string;
  postalProvince: string;
  postalCity: string;
  postalDistrict: string;
  postalAddress: string;
  postalZip: string;
  postalContact: string;
  postalMobile: string;
};

export type DonationDetails = {
  /** Anonymous record: no donation info, certificate, receipt or mailing at all. */
  isNoData: boolean;
  fields: FieldValues;
  certificate: CertificateEntry;
  receipt: ReceiptEntry;
  postal: PostalEntry;
};

export const EMPTY_CERTIFICATE: CertificateEntry = {
  isNeedPaper: false,
  certificateDonorName: '',
  certificateWay: '',
};
export const EMPTY_RECEIPT: ReceiptEntry = {
  isNeedReceipt: false,
  receiptDonorType: RECEIPT_DONOR.personal,
  receiptDonorName: '',
  creditCode: '',
  receiptType: '',
  receiptWay: '',
  postalEmail: '',
  postalMobileSms: '',
};
export const EMPTY_POSTAL: PostalEntry = {
  postalCountry: '',
  postalProvince: '',
  postalCity: '',
  postalDistrict: '',
  postalAddress: '',
  postalZip: '',
  postalContact: '',
  postalMobile: '',
};

/** What the form shows for the current entry. */
export type Sections = {
  fields: boolean;
  /** The certificate block: its title (证书抬头) and the paper switch. */
  certificate: boolean;
  /** Paper chosen: its way options, when there is more than nothing to choose. */
  certificateWays: readonly string[];
  /** The receipt block; `offlineContact` replaces its inputs with the foundation's text. */
  receipt: boolean;
  offlineContact: boolean;
  /** The receipt's own inputs (donor type, names, type, way) once the switch is on. */
  receiptInputs: boolean;
  creditCode: boolean;
  receiptWays: readonly string[];
  email: boolean;
  sms: boolean;
  mailing: boolean;
  certificatePickup: boolean;
  receiptPickup: boolean;
};

/** The way options a receipt type offers. */
export function receiptWaysOf(config: DetailsConfig, receiptType: string): readonly string[] {
  if (receiptType === RECEIPT_TYPE.paper) return config.receiptWayPaperList;
  if (receiptType === RECEIPT_TYPE.electronic) return config.receiptWayElectronicList;
  return [];
}

/** Doc 2 §4.3, in one place. */
export function sectionsOf(config: DetailsConfig, amountFen: number, details: DonationDetails): Sections {
  const open = !details.isNoData;
  const certificate =
    open &&
    config.isShowCertificate === 1 &&
    config.isOpenCertificate === 1 &&
    amountFen >= config.minMoneyCertificateFen;
  const paper = certificate && details.certificate.isNeedPaper;
  const receipt =
    open &&
    config.isShowReceipt === 1 &&
    config.isOpenReceipt === 1 &&
    amountFen >= config.minMoneyReceiptFen;
  const offlineContact = receipt && config.offlineContactInfo.trim() !== '';
  const receiptInputs = receipt && !offlineContact && details.receipt.isNeedReceipt;
  const way = receiptInputs ? details.receipt.receiptWay : '';
  const certificateWay = paper ? details.certificate.certificateWay : '';
  // Without way options a paper certificate can only be posted.
  const certificateWays = paper ? config.certificateWayPaperList : [];
  const posted = paper && (certificateWays.length === 0 || certificateWay === CERTIFICATE_WAY.express);
  return {
    fields: open && config.fieldList.length > 0,
    certificate,
    certificateWays,
    receipt,
    offlineContact,
    receiptInputs,
    creditCode: receiptInputs && config.isCreditCode === 1,
    receiptWays: receiptInputs ? receiptWaysOf(config, details.receipt.receiptType) : [],
    email: way === RECEIPT_WAY.email,
    sms: way === RECEIPT_WAY.sms,
    mailing: posted || way === RECEIPT_WAY.express,
    certificatePickup: paper && certificateWay === CERTIFICATE_WAY.pickup,
    receiptPickup: way === RECEIPT_WAY.pickup,
  };
}

/** The one option to pick by itself when a list offers exactly one (doc 2 §4.3). */
export function soleOption(options: readonly string[]): string | null {
  return options.length === 1 ? (options[0] ?? null) : null;
}

/** A section field's problem: a message key, shown as the toast (and as the input's placeholder). */
export type DetailsProblem =
  | { kind: 'field'; text: string; fieldName: string }
  | { kind: 'rule'; key: MessageKey; params?: MessageParams; target: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ZIP = /^\d{6}$/;

/** The labels of the receipt's name and number, which follow the donor type (doc 2 §4.3). */
export function receiptLabels(donorType: string): { name: MessageKey; number: MessageKey } {
  return donorType === RECEIPT_DONOR.enterprise
    ? { name: 'details.companyName', number: 'details.creditCode' }
    : { name: 'details.personName', number: 'details.idNumber' };
}

function tooLong(text: string, max: number): boolean {
  return textLength(text) > max;
}

function certificateProblem(sections: Sections, entry: CertificateEntry): DetailsProblem | null {
  if (!sections.certificate) return null;
  const name = entry.certificateDonorName.trim();
  if (name === '')
    return { kind: 'rule', key: 'details.enterCertificateName', target: 'certificateDonorName' };
  if (tooLong(name, DETAIL_TEXT_MAX)) {
    return {
      kind: 'rule',
      key: 'form.lengthMax',
      params: { max: DETAIL_TEXT_MAX },
      target: 'certificateDonorName',
    };
  }
  if (sections.certificateWays.length > 0 && !sections.certificateWays.includes(entry.certificateWay)) {
    return { kind: 'rule', key: 'details.chooseCertificateWay', target: 'certificateWay' };
  }
  return null;
}

function receiptProblem(
  config: DetailsConfig,
  sections: Sections,
  entry: ReceiptEntry,
  language: Language,
): DetailsProblem | null {
  const labelText = (key: MessageKey) => translate(language, key);
  if (!sections.receiptInputs) return null;
  if (
    entry.receiptDonorType !== RECEIPT_DONOR.personal &&
    entry.receiptDonorType !== RECEIPT_DONOR.enterprise
  ) {
    return { kind: 'rule', key: 'details.chooseDonorType', target: 'receiptDonorType' };
  }
  const labels = receiptLabels(entry.receiptDonorType);
  const name = entry.receiptDonorName.trim();
  if (name === '') {
    return {
      kind: 'rule',
      key: 'form.enterField',
      params: { title: labelText(labels.name) },
      target: 'receiptDonorName',
    };
  }
  if (tooLong(name, DETAIL_TEXT_MAX)) {
    return {
      kind: 'rule',
      key: 'form.lengthMax',
      params: { max: DETAIL_TEXT_MAX },
      target: 'receiptDonorName',
    };
  }
  const code = entry.creditCode.trim();
  // An organisation's number is a credit code: a person's ID number kept from 个人 is refused.
  const idAsCreditCode = entry.receiptDonorType === RECEIPT_DONOR.enterprise && isIdNumberAsCreditCode(code);
  if (sections.creditCode && code !== '' && (code.length !== CREDIT_CODE_LENGTH || idAsCreditCode)) {
    return {
      kind: 'rule',
      key: 'details.invalid',
      params: { title: labelText(labels.number) },
      target: 'creditCode',
    };
  }
  if (!config.receiptTypeList.includes(entry.receiptType)) {
    return { kind: 'rule', key: 'details.chooseReceiptType', target: 'receiptType' };
  }
  if (!sections.receiptWays.includes(entry.receiptWay)) {
    return { kind: 'rule', key: 'details.chooseReceiptWay', target: 'receiptWay' };
  }
  if (sections.email) {
    const email = entry.postalEmail.trim();
    if (email === '') return { kind: 'rule', key: 'details.enterEmail', target: 'postalEmail' };
    if (!EMAIL.test(email) || email.length > DETAIL_TEXT_MAX) {
      return { kind: 'rule', key: 'details.invalidEmail', target: 'postalEmail' };
    }
  }
  if (sections.sms) {
    if (entry.postalMobileSms.trim() === '') {
      return { kind: 'rule', key: 'details.enterSmsMobile', target: 'postalMobileSms' };
    }
    if (!parseMobile(entry.postalMobileSms))
      return { kind: 'rule', key: 'validation.mobile', target: 'postalMobileSms' };
  }
  return null;
}

function postalProblem(sections: Sections, entry: PostalEntry): DetailsProblem | null {
  if (!sections.mailing) return null;
  const contact = entry.postalContact.trim();
  if (contact === '') return { kind: 'rule', key: 'details.enterContact', target: 'postalContact' };
  if (tooLong(contact, DETAIL_TEXT_MAX)) {
    return { kind: 'rule', key: 'form.lengthMax', params: { max: DETAIL_TEXT_MAX }, target: 'postalContact' };
  }
  if (entry.postalMobile.trim() === '')
    return { kind: 'rule', key: 'details.enterContactMobile', target: 'postalMobile' };
  if (!parseMobile(entry.postalMobile))
    return { kind: 'rule', key: 'validation.mobile', target: 'postalMobile' };
  if (entry.postalProvince.trim() === '')
    return { kind: 'rule', key: 'details.chooseRegion', target: 'postalRegion' };
  const regionParts = [entry.postalCountry, entry.postalProvince, entry.postalCity, entry.postalDistrict];
  if (regionParts.some((part) => tooLong(part, DETAIL_TEXT_MAX))) {
    return { kind: 'rule', key: 'details.chooseRegion', target: 'postalRegion' };
  }
  const address = entry.postalAddress.trim();
  if (address === '') return { kind: 'rule', key: 'details.enterAddress', target: 'postalAddress' };
  if (tooLong(address, POSTAL_ADDRESS_MAX)) {
    return {
      kind: 'rule',
      key: 'form.lengthMax',
      params: { max: POSTAL_ADDRESS_MAX },
      target: 'postalAddress',
    };
  }
  if (entry.postalZip.trim() !== '' && !ZIP.test(entry.postalZip.trim())) {
    return { kind: 'rule', key: 'details.invalidZip', target: 'postalZip' };
  }
  return null;
}

/** The first problem in form order (fields, certificate, receipt, mailing), or null. */
export function firstDetailsProblem(
  config: DetailsConfig,
  amountFen: number,
  details: DonationDetails,
  language: Language,
): DetailsProblem | null {
  const sections = sectionsOf(config, amountFen, details);
  if (sections.fields) {
    const problem = firstFieldProblem(config.fieldList, details.fields, language);
    if (problem)
      return { kind: 'field', text: fieldProblemText(problem, language), fieldName: problem.fieldName };
  }
  return (
    certificateProblem(sections, details.certificate) ??
    receiptProblem(config, sections, details.receipt, language) ??
    postalProblem(sections, details.postal)
  );
}

export function detailsProblemText(problem: DetailsProblem, language: Language): string {
  return problem.kind === 'field' ? problem.text : translate(language, problem.key, problem.params);
}
