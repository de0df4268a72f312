/**
 * The paper certificate's status (doc 3 §4): 1 not made, 2 awaiting mailing, 3 awaiting pickup,
 * 4 mailed, 5 picked up. The spec leaves who moves it to the server; here staff move it in the
 * console, only along these steps (the server refuses any other, the console offers no other).
 */
export const CERTIFICATE_STATUS = {
  notMade: 1,
  awaitingMailing: 2,
  awaitingPickup: 3,
  mailed: 4,
  pickedUp: 5,
} as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUS)[keyof typeof CERTIFICATE_STATUS];
export const CERTIFICATE_STATUSES: readonly CertificateStatus[] = [1, 2, 3, 4, 5];

/** 1 pick up at school, 2 delivery. */
export type CertificateWayNumber = 1 | 2;

/**
 * The one status a certificate may move to next, or null when it is final. Made (1) goes to
 * awaiting pickup or awaiting mailing by the way the donor chose; each of those has one end.
 */
export function nextCertificateStatus(status: number, way: number): CertificateStatus | null {
  if (status === CERTIFICATE_STATUS.notMade) {
    return way === 1 ? CERTIFICATE_STATUS.awaitingPickup : CERTIFICATE_STATUS.awaitingMailing;
  }
  if (status === CERTIFICATE_STATUS.awaitingMailing) return CERTIFICATE_STATUS.mailed;
  if (status === CERTIFICATE_STATUS.awaitingPickup) return CERTIFICATE_STATUS.pickedUp;
  return null;
}

export function canMoveCertificate(from: number, to: number, way: number): boolean {
  return nextCertificateStatus(from, way) === to;
}

/** Mailing needs the courier's company and number (the donor's detail shows them). */
export const certificateMoveNeedsExpress = (to: number) => to === CERTIFICATE_STATUS.mailed;

export const CERTIFICATE_STATUS_LABELS: Record<CertificateStatus, { zh_CN: string; English: string }> = {
  1: { zh_CN: '未制作', English: 'Not made' },
  2: { zh_CN: '待邮寄', English: 'Awaiting mailing' },
  3: { zh_CN: '待自取', English: 'Awaiting pickup' },
  4: { zh_CN: '已邮寄', English: 'Mailed' },
  5: { zh_CN: '已自取', English: 'Picked up' },
};
