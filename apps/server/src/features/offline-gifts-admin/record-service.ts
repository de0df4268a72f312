import type { TOfflineGiftInput } from '@alma/shared/admin-api/offline-gifts';
import { STORED_IMAGE_URL } from '@alma/shared/admin-api/project-fields';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { makesDocuments } from '@alma/shared/documents/paid-order-documents';
import { AppError } from '@alma/shared/errors/app-error';
import type { MessageKey } from '@alma/shared/i18n/server-messages';
import { fenToYuan } from '@alma/shared/money/money';
import type { KeptDetails } from '@alma/shared/validation/donation-details-kept';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Tx } from '../../db/client.ts';
import type { PublicCache } from '../../http/public-cache.ts';
import { mobileLookup, normaliseMobile, storedMobile } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { claimAgreementForTransfer, recordAgreementPaid } from '../agreements/transfer-service.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import { type RecordedGift, recordOfflineGift } from '../ledger/offline-gift-service.ts';
import { dropCachedTotals } from '../ledger/settle-service.ts';
import { findDonorById, findOrCreateDonor, findProjectForGift, subItemBelongs } from './repository.ts';

export type RecordDeps = {
  database: Database;
  secrets: Secrets;
  cache: Pick<PublicCache, 'invalidateSoon'>;
};

type Actor = AuditActor & { staffId: number };

/**
 * POST /offline-gifts: one gift finance received outside the app, recorded through the ledger in one
 * transaction with the donor it may create and its audit row. The totals and directories of every
 * instance follow after commit.
 */
export async function recordGift(
  deps: RecordDeps,
  actor: Actor,
  input: TOfflineGiftInput,
  now = new Date(),
): Promise<RecordedGift> {
  const recorded = await deps.database.db.transaction((tx) => recordOne(tx, deps.secrets, actor, input, now));
  dropCachedTotals(deps);
  return recorded;
}

/**
 * POST /offline-gifts/confirm: the statement lines staff chose, each a recorded gift, all in one
 * transaction: one refused (a reference already recorded, a project that takes no transfer) records
 * none of them, and the refusal names its row.
 */
export async function recordGifts(
  deps: RecordDeps,
  actor: Actor,
  inputs: readonly TOfflineGiftInput[],
  now = new Date(),
): Promise<RecordedGift[]> {
  const recorded = await deps.database.db.transaction(async (tx) => {
    const done: RecordedGift[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        done.push(await recordOne(tx, deps.secrets, actor, input, now));
      } catch (error) {
        throw inRow(error, index);
      }
    }
    return done;
  });
  dropCachedTotals(deps);
  return recorded;
}

function inRow(error: unknown, index: number): unknown {
  if (!(error instanceof AppError)) return error;
  const field = typeof error.params?.field === 'string' ? error.params.field : '';
  return new AppError(error.code, error.messageKey, {
    ...error.params,
    field: `gifts.${index}${field ? `.${field}` : ''}`,
  });
}

async function recordOne(
  tx: Tx,
  secrets: Secrets,
  actor: Actor,
  input: TOfflineGiftInput,
  now: Date,
): Promise<RecordedGift> {
  const today = (toWireDate(now) ?? '').slice(0, 10);
  if (input.receivedOn > today) throw refused('admin.offlineGift.receivedInFuture', 'receivedOn');
  const project = await findProjectForGift(tx, input.itemsId);
  if (!project) throw new AppError('NOT_FOUND', 'admin.offlineGift.projectNotFound', { field: 'itemsId' });
  if (project.itemsType !== 1 || project.crowdType !== 1 || (project.namingType ?? 0) > 0)
    throw refused('admin.offlineGift.projectNotMoney', 'itemsId');
  if (input.subItemsId !== undefined && !(await subItemBelongs(tx, input.itemsId, input.subItemsId)))
    throw refused('admin.offlineGift.subItemNotOfProject', 'subItemsId');
  if (input.voucherUrl) await assertStoredImages(tx, [{ field: 'voucherUrl', url: input.voucherUrl }]);

  // A transfer against a sealed agreement: the agreement's donor, project and amount, checked and locked.
  const agreement = input.agreementId
    ? await claimAgreementForTransfer(tx, input.agreementId, {
        itemsId: input.itemsId,
        amountFen: input.amount,
      })
    : null;
  if (agreement && input.userId !== undefined && input.userId !== agreement.userId) {
    throw new AppError('INVALID_REQUEST', 'admin.agreement.transferMismatch', {
      agreementNo: agreement.agreementNo,
      field: 'userId',
    });
  }
  const donor = agreement
    ? { id: agreement.userId, name: agreement.donorName, created: false }
    : await donorOf(tx, secrets, input);
  const kept: KeptDetails = { fields: {} };
  if (input.receipt) kept.receipt = { ...input.receipt, isNeedReceipt: true };
  const recorded = await recordOfflineGift(
    tx,
    {
      userId: donor.id,
      itemsId: input.itemsId,
      subItemsId: input.subItemsId ?? null,
      moneyFen: input.amount,
      donorName: donor.name,
      formData: kept.receipt ? { sealed: secrets.seal(JSON.stringify(kept)) } : {},
      makesDocuments: makesDocuments(project, input.amount, kept),
      details: {
        method: input.method,
        receivedOn: input.receivedOn,
        payerName: input.payerName,
        reference: input.reference,
        note: input.note,
        voucherKey:
          input.voucherUrl && STORED_IMAGE_URL.test(input.voucherUrl) ? input.voucherUrl.slice(7) : '',
      },
      staffId: actor.staffId,
    },
    now,
  );
  if (agreement && input.agreementId)
    await recordAgreementPaid(tx, input.agreementId, recorded.donationId, now);
  await recordAudit(tx, actor, {
    action: 'offlineGift.record',
    targetType: 'offline_gift',
    targetId: recorded.id,
    after: {
      billNo: recorded.billNo,
      itemsId: input.itemsId,
      subItemsId: input.subItemsId ?? null,
      amount: fenToYuan(input.amount),
      method: input.method,
      receivedOn: input.receivedOn,
      payerName: input.payerName,
      reference: input.reference,
      userId: donor.id,
      donorCreated: donor.created,
      receipt: Boolean(input.receipt),
      voucherUrl: input.voucherUrl ?? '',
      agreementNo: agreement?.agreementNo ?? '',
    },
  });
  return recorded;
}

/** The donor: an existing one by id, or by name and mobile (the mobile's owner if it has one). */
async function donorOf(
  tx: Tx,
  secrets: Secrets,
  input: TOfflineGiftInput,
): Promise<{ id: number; name: string; created: boolean }> {
  if (input.userId !== undefined) {
    const found = await findDonorById(tx, input.userId);
    if (!found) throw new AppError('NOT_FOUND', 'admin.offlineGift.donorNotFound', { field: 'userId' });
    return { id: found.id, name: found.realName || found.nickname || input.payerName, created: false };
  }
  const name = input.donorName ?? input.payerName;
  let mobile: { lookup: string; box: string } | null = null;
  if (input.donorMobile) {
    const parsed = normaliseMobile(input.donorMobile);
    if (!parsed) throw refused('admin.offlineGift.mobileInvalid', 'donorMobile');
    mobile = { lookup: mobileLookup(secrets, parsed), box: secrets.seal(storedMobile(parsed)) };
  }
  const donor = await findOrCreateDonor(tx, { name, mobile });
  if (donor.created) return { id: donor.id, name, created: true };
  const found = await findDonorById(tx, donor.id);
  return { id: donor.id, name: found?.realName || found?.nickname || name, created: false };
}

const refused = (messageKey: MessageKey, field: string) =>
  new AppError('INVALID_REQUEST', messageKey, { field });
