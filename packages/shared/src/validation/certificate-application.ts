import type { TCertificateInsertBody } from '../api/certificates.ts';
import type { TReceiptConfig } from '../api/site.ts';
import { DEFAULT_AREA_CODE, MAINLAND_MOBILE_LENGTH } from '../constants/limits.ts';
import type { Language } from '../i18n/language.ts';
import { type MessageKey, type MessageParams, translate } from '../i18n/server-messages.ts';
import { DETAIL_TEXT_MAX, POSTAL_ADDRESS_MAX } from './donation-details.ts';
import { textLength } from './text.ts';

/**
 * The paper certificate application (doc 3 §3, §5): one rule set for the apply form in the web app
 * and for certificate/insert, so the server refuses with the words the form shows. Pure: the
 * caller passes the body as it goes on the wire and the institution's receipt config.
 */

export type CertificateApplication = Pick<
  TCertificateInsertBody,
  'certificateWay' | 'postalAddress' | 'postalContact' | 'postalMobile' | 'area' | 'donateIds'
>;
export type CertificateApplicationConfig = Pick<TReceiptConfig, 'isOpenPaper' | 'certificateWayPaperList'>;

/** A refusal: the message key (and its params) and the input it is about, for focus and toasts. */
export type ApplicationProblem = { key: MessageKey; params?: MessageParams; target: string };

export const CERTIFICATE_WAY_NUMBER = { pickup: 1, express: 2 } as const;

/**
 * The ways the donor may choose. As in the donation form (donation-details.ts), an institution
 * that lists no way still posts paper certificates: delivery needs nothing of the school.
 */
export function certificateWaysOf(config: CertificateApplicationConfig): readonly number[] {
  const listed = config.certificateWayPaperList.map(Number).filter((way) => way === 1 || way === 2);
  return listed.length > 0 ? listed : [CERTIFICATE_WAY_NUMBER.express];
}

/**
 * The number part of an `areaCode-number` mobile and the area it is for. `area` travels beside
 * postalMobile (doc 3 §3); when it is empty the prefix, else China, decides (doc 3 §9: default 86).
 */
export function splitAreaMobile(postalMobile: string, area: string): { area: string; number: string } {
  const text = postalMobile.trim();
  const dash = text.indexOf('-');
  const prefix = dash > 0 ? text.slice(0, dash).replace(/^\+/, '') : '';
  const number = dash >= 0 ? text.slice(dash + 1) : text;
  return { area: area.trim() || prefix || DEFAULT_AREA_CODE, number };
}

/**
 * Doc 3 §5: with area empty or 86 the number must be 11 characters; we also want digits only.
 * Elsewhere 5 to 15 digits, the range parseMobile (mobile.ts) accepts for foreign numbers.
 */
export function isValidAreaMobile(postalMobile: string, area: string): boolean {
  const parts = splitAreaMobile(postalMobile, area);
  if (parts.area === DEFAULT_AREA_CODE) {
    return parts.number.length === MAINLAND_MOBILE_LENGTH && /^\d+$/.test(parts.number);
  }
  return /^\d{5,15}$/.test(parts.number);
}

function tooLong(text: string, max: number, target: string): ApplicationProblem | null {
  return textLength(text) > max ? { key: 'form.lengthMax', params: { max }, target } : null;
}

/** The first problem in the form's order (items, way, address, contact, mobile), or null. */
export function firstCertificateApplicationProblem(
  body: CertificateApplication,
  config: CertificateApplicationConfig,
  language: Language,
): ApplicationProblem | null {
  if (body.donateIds.length === 0) return { key: 'documents.selectItems', target: 'donateIds' };
  if (config.isOpenPaper !== 1) return { key: 'documents.paperCertificateClosed', target: 'certificateWay' };
  if (!certificateWaysOf(config).includes(body.certificateWay)) {
    return { key: 'details.chooseCertificateWay', target: 'certificateWay' };
  }
  // Pickup: the school's own address, contact and mobile are shown read-only and the server
  // stores the config's values, so nothing the donor sends is checked.
  if (body.certificateWay === CERTIFICATE_WAY_NUMBER.pickup) return null;
  const address = body.postalAddress.trim();
  if (address === '') return { key: 'documents.enterPostalAddress', target: 'postalAddress' };
  const longAddress = tooLong(address, POSTAL_ADDRESS_MAX, 'postalAddress');
  if (longAddress) return longAddress;
  const contact = body.postalContact.trim();
  if (contact === '') return { key: 'details.enterContact', target: 'postalContact' };
  const longContact = tooLong(contact, DETAIL_TEXT_MAX, 'postalContact');
  if (longContact) return longContact;
  if (splitAreaMobile(body.postalMobile, body.area).number === '') {
    return { key: 'details.enterContactMobile', target: 'postalMobile' };
  }
  if (!isValidAreaMobile(body.postalMobile, body.area)) {
    return {
      key: 'details.invalid',
      params: { title: translate(language, 'documents.contactMobile') },
      target: 'postalMobile',
    };
  }
  return null;
}
