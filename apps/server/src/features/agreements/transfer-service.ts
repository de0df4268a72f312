import { AppError } from '@alma/shared/errors/app-error';
import type { Db, Tx } from '../../db/client.ts';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import {
  findAgreementPaidBy,
  linkOrderToAgreement,
  listAwaitingFor,
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

/** A statement line's transfer as the bank wrote it: who paid and how much. */
export type TransferLine = { payerName: string; amountFen: number };

/** What a line may be recorded against: the agreement, its project and its donor. */
export type SuggestedAgreement = {
  id: number;
  agreementNo: string;
  itemsId: number;
  projectTitle: string;
  userId: number;
  donorName: string;
  /** 138****5678, or ''. */
  donorMobile: string;
};

/**
 * The bank statement import's suggestions (对公转账认领): for each line, the one sealed agreement awaiting
 * its transfer whose amount is the line's and whose donor's name is the payer's — none when no
 * agreement or several do (staff then pick by hand). An agreement suggested for two lines is
 * suggested for neither: recording it twice would be refused.
 */
export async function suggestAgreementsForTransfers(
  { database, secrets }: { database: { db: Db }; secrets: Secrets },
  lines: readonly TransferLine[],
): Promise<Array<SuggestedAgreement | null>> {
  const db = database.db;
  const names = lines.map((line) => line.payerName.trim()).filter((name) => name !== '');
  const rows = await listAwaitingFor(
    db,
    names,
    lines.map((line) => line.amountFen),
  );
  const matchesOf = (line: TransferLine) =>
    rows.filter((row) => row.donorName === line.payerName.trim() && row.amountFen === line.amountFen);
  const picked = lines.map((line) => {
    const matches = matchesOf(line);
    return matches.length === 1 ? matches[0]! : null;
  });
  const times = new Map<number, number>();
  for (const row of picked) if (row) times.set(row.id, (times.get(row.id) ?? 0) + 1);
  return picked.map((row) =>
    row && times.get(row.id) === 1
      ? {
          id: row.id,
          agreementNo: row.agreementNo,
          itemsId: row.itemsId,
          projectTitle: row.projectTitle,
          userId: row.userId,
          donorName: row.donorName,
          donorMobile: donorMobileOf(secrets, row.mobileSealed, false),
        }
      : null,
  );
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
