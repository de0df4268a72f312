import type { TReceiptConfig } from '@alma/shared/api/site';
import { DEFAULT_AREA_CODE } from '@alma/shared/constants/limits';
import {
  CERTIFICATE_WAY_NUMBER,
  type CertificateApplication,
  certificateWaysOf,
} from '@alma/shared/validation/certificate-application';

/**
 * The paper certificate form (doc 3 §3, §4): the way and the postal fields. With pickup (1) the
 * school's address, contact and mobile fill the fields and are read-only; delivery (2) clears them
 * for the donor to type; the mobile is typed as a number beside its area code (default 86).
 */
export type CertificateForm = { way: number; address: string; contact: string; area: string; mobile: string };

export type FormConfig = Pick<
  TReceiptConfig,
  'isOpenPaper' | 'certificateWayPaperList' | 'pickUpAddress' | 'pickUpName' | 'pickUpMobile'
>;

export function certificateFormFor(way: number, config: FormConfig): CertificateForm {
  if (way === CERTIFICATE_WAY_NUMBER.pickup) {
    return {
      way,
      address: config.pickUpAddress,
      contact: config.pickUpName,
      area: '',
      mobile: config.pickUpMobile,
    };
  }
  return { way, address: '', contact: '', area: DEFAULT_AREA_CODE, mobile: '' };
}

/** The form as it opens: the institution's first way. */
export function initialCertificateForm(config: FormConfig): CertificateForm {
  return certificateFormFor(certificateWaysOf(config)[0] ?? CERTIFICATE_WAY_NUMBER.express, config);
}

export const isPickup = (form: CertificateForm): boolean => form.way === CERTIFICATE_WAY_NUMBER.pickup;

/**
 * certificate/insert's body (doc 3 §3): postalMobile as area-number ('86-13800138000'), area
 * beside it; with pickup the school's mobile goes as it is configured (the server keeps its own).
 */
export function certificateInsertBody(
  form: CertificateForm,
  donateIds: readonly number[],
): CertificateApplication {
  const pickup = isPickup(form);
  const area = pickup ? '' : form.area || DEFAULT_AREA_CODE;
  const number = form.mobile.trim();
  return {
    certificateWay: form.way,
    postalAddress: form.address.trim(),
    postalContact: form.contact.trim(),
    postalMobile: pickup || number === '' ? number : `${area}-${number}`,
    area,
    donateIds: [...donateIds],
  };
}
