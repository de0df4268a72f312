import type { TDonateBody } from '@alma/shared/api/donate';
import {
  type DetailsConfig,
  type DonationDetails,
  RECEIPT_DONOR,
} from '@alma/shared/validation/donation-details';
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
