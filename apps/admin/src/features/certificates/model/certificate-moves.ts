import type { TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import {
  CERTIFICATE_STATUS,
  type CertificateStatus,
  certificateMoveNeedsExpress,
  nextCertificateStatus,
} from '@alma/shared/documents/certificate-status';
import type { TMoveOffer } from '../../../lib/move-plan.ts';

/** The button's word: made (1 → awaiting mailing or pickup), mailed (2 → 4), picked up (3 → 5). */
export type TCertificateVerb = 'made' | 'mailed' | 'pickedUp';
export type TCertificateOffer = TMoveOffer & { to: CertificateStatus; verb: TCertificateVerb };

type Movable = Pick<TCertificateQueueRow, 'status' | 'certificateWay' | 'voided'>;

/**
 * The one move a certificate offers, from the shared machine (the server refuses any other): none
 * once it is mailed or picked up, nor for a certificate voided by a refund.
 */
export function certificateOfferOf(row: Movable): TCertificateOffer | null {
  if (row.voided) return null;
  const to = nextCertificateStatus(row.status, row.certificateWay);
  if (to === null) return null;
  const verb: TCertificateVerb =
    row.status === CERTIFICATE_STATUS.notMade
      ? 'made'
      : to === CERTIFICATE_STATUS.mailed
        ? 'mailed'
        : 'pickedUp';
  return { to, verb, needsExpress: certificateMoveNeedsExpress(to) };
}
