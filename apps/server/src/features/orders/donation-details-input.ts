import type { TDonateBody } from '@alma/shared/api/donate';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import {
  type DetailsConfig,
  type DonationDetails,
  firstDetailsProblem,
  RECEIPT_DONOR,
} from '@alma/shared/validation/donation-details';
import { keptDetails } from '@alma/shared/validation/donation-details-kept';
import type { FieldValues } from '@alma/shared/validation/form-fields';
import type { FormRow } from './repository.ts';

/** A project without a form row asks for nothing after the amount. */
export function detailsConfigOf(form: FormRow | undefined): DetailsConfig {
  return {
    fieldList: form?.fieldList ?? [],
    isShowCertificate: form?.isShowCertificate ? 1 : 0,
    isOpenCertificate: form?.isOpenCertificate ? 1 : 0,
    minMoneyCertificateFen: form?.minMoneyCertificateFen ?? 0,
    certificateWayPaperList: form?.certificateWayPaperList ?? [],
    isShowReceipt: form?.isShowReceipt ? 1 : 0,
    isOpenReceipt: form?.isOpenReceipt ? 1 : 0,
    minMoneyReceiptFen: form?.minMoneyReceiptFen ?? 0,
    isCreditCode: form?.isCreditCode ? 1 : 0,
    offlineContactInfo: form?.offlineContactInfo ?? '',
    receiptTypeList: form?.receiptTypeList ?? [],
    receiptWayPaperList: form?.receiptWayPaperList ?? [],
    receiptWayElectronicList: form?.receiptWayElectronicList ?? [],
  };
}

/** The items/donate body's certificate, receipt, postal and donation-info parts, as the rules read them. */
export function detailsOfBody(body: TDonateBody): DonationDetails {
  return {
    isNoData: body.isNoData ?? false,
    fields: (body.formDataMap ?? {}) as FieldValues,
    certificate: {
      isNeedPaper: body.isNeedPaper ?? false,
      certificateDonorName: body.certificateDonorName,
      certificateWay: body.certificateWay,
    },
    receipt: {
      isNeedReceipt: body.isNeedReceipt ?? false,
      receiptDonorType: body.receiptDonorType || RECEIPT_DONOR.personal,
      receiptDonorName: body.receiptDonorName,
      creditCode: body.creditCode,
      receiptType: body.receiptType,
      receiptWay: body.receiptWay,
      postalEmail: body.postalEmail,
      postalMobileSms: body.postalMobileSms,
    },
    postal: {
      postalCountry: body.postalCountry,
      postalProvince: body.postalProvince,
      postalCity: body.postalCity,
      postalDistrict: body.postalDistrict,
      postalAddress: body.postalAddress,
      postalZip: body.postalZip,
      postalContact: body.postalContact,
      postalMobile: body.postalMobile,
    },
  };
}

/**
 * Donation info, certificate, receipt and mailing judged for an amount by the form's own rules:
 * the first problem is thrown in the form's words, else only what the form shows is answered.
 */
export function checkedDetails(
  config: DetailsConfig,
  fen: number,
  body: TDonateBody,
  language: Language,
): ReturnType<typeof keptDetails> {
  const details = detailsOfBody(body);
  const problem = firstDetailsProblem(config, fen, details, language);
  if (problem) {
    if (problem.kind === 'field') throw new AppError('INVALID_REQUEST', 'form.text', { text: problem.text });
    throw new AppError('INVALID_REQUEST', problem.key, problem.params);
  }
  return keptDetails(config, fen, details);
}
