import { AppError } from '@alma/shared/errors/app-error';
import type { Db, Tx } from '../../db/client.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import {
  findAgreementPaidBy,
  linkOrderToAgreement,
  lockAgreement,
  markFundsReceived,
  markPaidByOrders,
} from './admin-repository.ts';
import { agreementFileOfUrl } from './agreement-links.ts';
import { findOwnAgreement } from './repository.ts';

/** What a recorded transfer says it is: the agreement's donor, project and amount must be these. */
export type TransferClaim = { itemsId: number; amountFen: number };

/**
 * A bank transfer recorded against an agreement (the offline gift form, issue 23): the agreement is
 * locked for the recording's transaction, must be sealed and unpaid, and must be for this project
 * and amount. Answers its donor, whom the gift is recorded for.
 */
export async function claimAgreementForTransfer(
  tx: Tx,
  agreementId: number,
  claim: TransferClaim,
): Promise<{ userId: number; donorName: string; agreementNo: string }> {
  const agreement = await lockAgreement(tx, agreementId);
  if (!agreement) throw new AppError('NOT_FOUND', 'agreement.notFound', { field: 'agreementId' });
  const params = { agreementNo: agreement.agreementNo };
  if (agreement.status !== 'SEALED' || agreement.donationId !== null || agreement.flow !== 'cpu') {
    throw new AppError('CONFLICT', 'admin.agreement.notAwaitingTransfer', {
      ...params,
      field: 'agreementId',
    });
  }
  if (agreement.itemsId !== claim.itemsId) {
    throw new AppError('INVALID_REQUEST', 'admin.agreement.transferMismatch', {
      ...params,
      field: 'itemsId',
    });
  }
  if (agreement.amountFen !== claim.amountFen) {
    throw new AppError('INVALID_REQUEST', 'admin.agreement.transferMismatch', { ...params, field: 'amount' });
  }
  return { userId: agreement.userId, donorName: agreement.donorName, agreementNo: agreement.agreementNo };
}

/** The order the transfer became pays the agreement: FUNDS_RECEIVED, linked both ways (agreement → order). */
export async function recordAgreementPaid(
  tx: Tx,
  agreementId: number,
  donationId: number,
  at: Date,
): Promise<void> {
  if (!(await markFundsReceived(tx, agreementId, donationId, at))) {
    throw new AppError('CONFLICT', 'admin.agreement.notAwaitingTransfer', {
      agreementNo: String(agreementId),
      field: 'agreementId',
    });
  }
}

/** The `order.paid` documents job: agreements these paid orders carry, once sealed, have their money. */
export async function receiveFundsForPaidOrders(
  tx: Tx,
  donationIds: readonly number[],
  at: Date,
): Promise<number> {
  return markPaidByOrders(tx, donationIds, at);
}

/**
 * An hhu naming order placed with the donor's signed agreement (its address, as the form holds it):
 * the agreement must be the donor's own tree agreement, signed, for the order's amount. Answers
 * the agreement's id to link inside the order's transaction, or refuses in the donor's words.
 */
export async function agreementForOrder(
  deps: { db: Db; links: DocumentLinks },
  userId: number,
  url: string,
): Promise<{ id: number; amountFen: number }> {
  const file = agreementFileOfUrl(deps.links, url);
  const agreement = file ? await findOwnAgreement(deps.db, userId, file.agreementId) : null;
  if (!agreement || !['SIGNED', 'SEALED'].includes(agreement.status)) {
    throw new AppError('INVALID_REQUEST', 'agreement.signFirst');
  }
  return { id: agreement.id, amountFen: agreement.amountFen };
}

/** Links the order to the agreement in the order's transaction; the amounts must agree. */
export async function attachAgreementToOrder(
  tx: Tx,
  agreement: { id: number; amountFen: number },
  donationId: number,
  totalFen: number,
): Promise<void> {
  if (agreement.amountFen !== totalFen) throw new AppError('INVALID_REQUEST', 'agreement.amountDiffers');
  if (!(await linkOrderToAgreement(tx, agreement.id, donationId))) {
    throw new AppError('CONFLICT', 'agreement.notSignable');
  }
}

/** The agreement an order pays, for the order's page in the console ("linked both ways"). */
export async function agreementOfOrder(
  db: Db,
  donationId: number,
): Promise<{ id: number; agreementNo: string; status: string } | null> {
  return findAgreementPaidBy(db, donationId);
}
