import type { TReceiptInsertBody } from '@alma/shared/api/receipts';
import { RECEIPT_WAY_NUMBER } from '@alma/shared/documents/receipt-status';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { formatMobile, parseMobile } from '@alma/shared/validation/mobile';
import { firstReceiptApplicationProblem } from '@alma/shared/validation/receipt-application';
import { sealJson } from '../documents/sealed-details.ts';
import { getReceiptConfig } from '../site/service.ts';
import { insertReceipts, lockReceiptableDonations } from './repository.ts';
import type { ReceiptReadDeps } from './service.ts';

const normalMobile = (text: string) => {
  const mobile = parseMobile(text);
  return mobile ? formatMobile(mobile) : text.trim();
};

/**
 * receipt/insert: one receipt per chosen donation, checked by the form's rules (doc 3 §5). All or
 * nothing: a donation that is not the donor's, not paid, already receipted or below its project's
 * minimum fails the whole application. Only the fields the chosen way uses are kept, sealed.
 */
export async function applyForReceipts(
  deps: ReceiptReadDeps,
  userId: number,
  body: TReceiptInsertBody,
  language: Language,
): Promise<null> {
  const config = await getReceiptConfig(deps.db);
  const problem = firstReceiptApplicationProblem(body, config, language);
  if (problem) throw new AppError('INVALID_REQUEST', problem.key, problem.params);
  const donationIds = [...new Set(body.donateRecordIds)];
  const way = body.receiptWay;
  const pickup = way === RECEIPT_WAY_NUMBER.pickup;
  const express = way === RECEIPT_WAY_NUMBER.express;
  const details = {
    creditCode: config.isCreditCode === 1 ? body.creditCode.trim() : '',
    postalContact: pickup ? config.pickUpName : express ? body.postalContact.trim() : '',
    postalMobile: pickup ? config.pickUpMobile : express ? normalMobile(body.postalMobile) : '',
    postalAddress: pickup ? config.pickUpAddress : express ? body.postalAddress.trim() : '',
    postalEmail: way === RECEIPT_WAY_NUMBER.email ? body.postalEmail.trim() : '',
    postalMobileSms: way === RECEIPT_WAY_NUMBER.sms ? normalMobile(body.postalMobileSms) : '',
  };
  await deps.db.transaction(async (tx) => {
    const donations = await lockReceiptableDonations(tx, userId, donationIds);
    if (donations.length !== donationIds.length)
      throw new AppError('INVALID_REQUEST', 'documents.notApplicable');
    const inserted = await insertReceipts(
      tx,
      donations.map((donation) => ({
        donationId: donation.donationId,
        userId,
        itemsId: donation.itemsId,
        donorType: body.donorType,
        donorName: body.donorName.trim(),
        receiptType: body.receiptType,
        receiptWay: way,
        detailsSealed: sealJson(deps.secrets, details),
      })),
    );
    if (inserted.length !== donationIds.length)
      throw new AppError('INVALID_REQUEST', 'documents.notApplicable');
  });
  return null;
}
