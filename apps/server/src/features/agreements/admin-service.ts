import type {
  TAgreementAwaiting,
  TAgreementDetail,
  TAgreementRow,
  TAgreementVersion,
} from '@alma/shared/admin-api/agreements';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TAgreementFlow, TAgreementStatus } from '@alma/shared/agreements/agreement-status';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database } from '../../db/client.ts';
import { donorMobileOf } from '../../security/mobile-number.ts';
import type { Secrets } from '../../security/secrets.ts';
import { certificateImgOf } from '../certificates/service.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import {
  type AgreementFilter,
  findAgreementForStaff,
  findOrderDocuments,
  listAgreements,
  listAwaitingTransfer,
  listVersions,
} from './admin-repository.ts';
import { evidenceRows, type SigningEvidence } from './agreement-document.ts';
import { agreementLink } from './agreement-links.ts';
import { moveAgreement } from './repository.ts';

export type AgreementAdminDeps = { database: Database; secrets: Secrets; links: DocumentLinks };

type Listed = NonNullable<Awaited<ReturnType<typeof findAgreementForStaff>>>;

const wire = (at: Date | null | undefined) => (at ? (toWireDate(at) ?? '') : '');

function rowOf(deps: AgreementAdminDeps, { agreement, billNo }: Listed): TAgreementRow {
  return {
    id: agreement.id,
    agreementNo: agreement.agreementNo,
    flow: agreement.flow as TAgreementFlow,
    status: agreement.status as TAgreementStatus,
    itemsId: agreement.itemsId,
    projectTitle: agreement.projectTitle,
    donorName: agreement.donorName,
    donorMobile: donorMobileOf(deps.secrets, agreement.mobileSealed, false),
    amount: fenToYuan(agreement.amountFen),
    createdAt: wire(agreement.createdAt),
    signedAt: wire(agreement.signedAt),
    billNo: billNo ?? '',
  };
}

/** GET /agreements: newest first, by status, flow, project or a number or name. */
export async function agreementPage(
  deps: AgreementAdminDeps,
  query: AgreementFilter & { page: number; pageSize: number },
): Promise<TAdminRows<TAgreementRow>> {
  const { rows, total } = await listAgreements(deps.database.db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: rows.map((row) => rowOf(deps, row)), total };
}

/** GET /agreements/:id: the agreement, its versions with their evidence, and links to every file. */
export async function agreementDetail(deps: AgreementAdminDeps, id: number): Promise<TAgreementDetail> {
  const found = await findAgreementForStaff(deps.database.db, id);
  if (!found) throw new AppError('NOT_FOUND', 'agreement.notFound', { field: 'id' });
  const { agreement } = found;
  const [versions, documents] = await Promise.all([
    listVersions(deps.database.db, id),
    agreement.donationId === null
      ? { receipt: null, certificate: null }
      : findOrderDocuments(deps.database.db, agreement.donationId),
  ]);
  const { receipt, certificate } = documents;
  return {
    ...rowOf(deps, found),
    title: agreement.title,
    language: agreement.language,
    unsignedUrl: agreementLink(deps.links, id, 0, 'u'),
    versions: versions.map(
      (version): TAgreementVersion => ({
        version: version.version,
        signedAt: wire(version.signedAt),
        sealedAt: wire(version.sealedAt),
        evidence: evidenceRows(version.evidence as SigningEvidence, agreement.language),
        signedUrl: agreementLink(deps.links, id, version.version, 's'),
        sealedUrl: version.sealedKey ? agreementLink(deps.links, id, version.version, 'm') : '',
      }),
    ),
    voidReason: agreement.voidReason,
    voidedAt: wire(agreement.voidedAt),
    voidedBy: found.voidedBy ?? '',
    fundsReceivedAt: wire(agreement.fundsReceivedAt),
    donationId: agreement.donationId,
    receipt: receipt
      ? {
          id: receipt.id,
          invoiceNo: receipt.invoiceNo,
          status: receipt.status,
          fileUrl: receipt.fileKey
            ? deps.links.linkTo(
                receipt.voidedAt && receipt.voidFileKey ? 'receipt-void' : 'receipt',
                String(receipt.id),
              )
            : '',
        }
      : null,
    certificate: certificate
      ? {
          id: certificate.id,
          serialNo: certificate.serialNo,
          imageUrl: certificateImgOf(deps.links, certificate),
        }
      : null,
  };
}

/** POST /agreements/:id/void: withdrawn with a reason, audited; an agreement whose money came is refunded instead. */
export async function voidAgreement(
  deps: AgreementAdminDeps,
  actor: AuditActor & { staffId: number },
  id: number,
  reason: string,
): Promise<TAgreementDetail> {
  await deps.database.db.transaction(async (tx) => {
    const found = await findAgreementForStaff(tx, id);
    if (!found) throw new AppError('NOT_FOUND', 'agreement.notFound', { field: 'id' });
    const at = new Date();
    const moved = await moveAgreement(tx, id, 'void', {
      voidReason: reason,
      voidedAt: at,
      voidedBy: actor.staffId,
    });
    if (!moved) throw new AppError('CONFLICT', 'admin.agreement.notVoidable');
    await recordAudit(tx, actor, {
      action: 'agreement.void',
      targetType: 'agreement',
      targetId: id,
      before: { status: found.agreement.status },
      after: { status: 'VOID', reason, agreementNo: found.agreement.agreementNo },
    });
  });
  return agreementDetail(deps, id);
}

/** GET /agreements/awaiting-transfer: sealed agreements without their money, the payer's own first. */
export async function agreementsAwaitingTransfer(
  deps: AgreementAdminDeps,
  query: { amount?: number | undefined; payerName?: string | undefined; q?: string | undefined },
): Promise<TAgreementAwaiting[]> {
  const amountFen = query.amount === undefined ? undefined : (yuanToFen(query.amount) ?? -1);
  const rows = await listAwaitingTransfer(deps.database.db, { amountFen, q: query.q });
  const payer = query.payerName?.trim();
  const ordered = payer
    ? [...rows.filter((row) => row.donorName === payer), ...rows.filter((row) => row.donorName !== payer)]
    : rows;
  return ordered.map((row) => ({
    id: row.id,
    agreementNo: row.agreementNo,
    itemsId: row.itemsId,
    projectTitle: row.projectTitle,
    userId: row.userId,
    donorName: row.donorName,
    donorMobile: donorMobileOf(deps.secrets, row.mobileSealed, false),
    amount: fenToYuan(row.amountFen),
    sealedAt: wire(row.sealedAt),
  }));
}
