import type { KeptDetails } from '../validation/donation-details-kept.ts';

/** The certificate settings of a project's form, as a paid order's documents read them. */
export type CertificateRule = { isOpenCertificate: boolean | null; minMoneyCertificateFen: number | null };

/** A gift earns an e-certificate when the form gives them and the gift reaches its threshold. */
export function earnsCertificate(rule: CertificateRule | null | undefined, moneyFen: number): boolean {
  return Boolean(rule?.isOpenCertificate) && moneyFen >= (rule?.minMoneyCertificateFen ?? 0);
}

/**
 * Whether paying an order makes any document: a certificate it earns, or a receipt the donor asked
 * for on the form. Decided when the order is placed, so a paid order that makes none queues no job.
 */
export function makesDocuments(
  rule: CertificateRule | null | undefined,
  moneyFen: number,
  kept: Pick<KeptDetails, 'receipt'>,
): boolean {
  return earnsCertificate(rule, moneyFen) || kept.receipt?.isNeedReceipt === true;
}
