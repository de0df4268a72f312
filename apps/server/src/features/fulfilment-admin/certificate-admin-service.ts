import type { TBulkResult, TCertificateQueueRow } from '@alma/shared/admin-api/fulfilment';
import type { TAdminPage, TAdminRows } from '@alma/shared/admin-api/paging';
import { toWireDate } from '@alma/shared/dates/wire-date';
import {
  CERTIFICATE_STATUS,
  CERTIFICATE_STATUS_LABELS,
  type CertificateStatus,
  certificateMoveNeedsExpress,
  nextCertificateStatus,
} from '@alma/shared/documents/certificate-status';
import { courierNameToSave } from '@alma/shared/documents/couriers';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan } from '@alma/shared/money/money';
import { maskValue } from '../../audit/mask-personal.ts';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Db } from '../../db/client.ts';
import { csvField } from '../../http/csv-field.ts';
import { notFound } from '../../http/envelope.ts';
import type { Secrets } from '../../security/secrets.ts';
import { certificateImgOf } from '../certificates/service.ts';
import type { DocumentLinks } from '../documents/document-links.ts';
import { openJson } from '../documents/sealed-details.ts';
import { eachOf } from './bulk-each.ts';
import {
  type CertificateQueueFilter,
  findQueuedCertificate,
  listCertificateQueue,
  lockPaperCertificate,
  pageCertificateQueue,
  setCertificateExpress,
  setCertificateStatus,
} from './certificate-queue-repository.ts';

export type CertificateAdminDeps = { db: Db; secrets: Secrets; links: DocumentLinks };

type QueueRow = Awaited<ReturnType<typeof listCertificateQueue>>[number];

function rowOf(deps: CertificateAdminDeps, row: QueueRow, whole: boolean): TCertificateQueueRow {
  const { certificate } = row;
  const postal = openJson(deps.secrets, certificate.postalSealed);
  const shown = (value: string | undefined) => (whole ? (value ?? '') : maskValue(value ?? ''));
  return {
    id: certificate.id,
    serialNo: certificate.serialNo,
    billNo: row.billNo,
    itemsId: certificate.itemsId,
    itemsName: row.itemsName,
    titleName: certificate.titleName,
    money: fenToYuan(row.moneyFen),
    paidAt: toWireDate(row.paidAt) ?? '',
    appliedAt: toWireDate(certificate.appliedAt) ?? '',
    status: certificate.status ?? 1,
    certificateWay: certificate.certificateWay ?? 2,
    expressCompany: certificate.expressCompany,
    expressNo: certificate.expressNo,
    postalContact: shown(postal.postalContact),
    postalMobile: shown(postal.postalMobile),
    postalAddress: whole ? (postal.postalAddress ?? '') : maskAddress(postal.postalAddress ?? ''),
    imageUrl: certificateImgOf(deps.links, certificate),
    voided: certificate.voidedAt !== null,
    agreementNo: row.agreementNo ?? '',
    agreementId: row.agreementId === null ? null : Number(row.agreementId),
  };
}

/** The region stays readable (who sorts the post needs it), the street and number do not. */
function maskAddress(address: string): string {
  const chars = Array.from(address);
  return chars.length <= 6 ? maskValue(address) : `${chars.slice(0, 6).join('')}****`;
}

export async function certificateQueuePage(
  deps: CertificateAdminDeps,
  query: CertificateQueueFilter & TAdminPage,
): Promise<TAdminRows<TCertificateQueueRow>> {
  const page = await pageCertificateQueue(deps.db, query, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { rows: page.rows.map((row) => rowOf(deps, row, false)), total: page.total };
}

/** One certificate with the postal details whole: a reveal, so it is audited. */
export async function certificateQueueDetail(
  deps: CertificateAdminDeps,
  actor: AuditActor,
  id: number,
): Promise<TCertificateQueueRow> {
  return deps.db.transaction(async (tx) => {
    const row = await findQueuedCertificate(tx, id);
    if (!row) throw notFound();
    await recordAudit(tx, actor, { action: 'certificate.reveal', targetType: 'certificate', targetId: id });
    return rowOf(deps, row, true);
  });
}

/** A move as parsed: mailing (4) carries a courier code of the shared list and its number. */
export type TExpressMove = {
  to: number;
  expressCompany: string;
  expressCompanyName: string;
  expressNo: string;
};
type TExpressChoice = Omit<TExpressMove, 'to'>;

/** What is saved of a courier choice: the listed courier's name, or the one typed under 其他. */
export function expressToSave(express: TExpressChoice) {
  return {
    expressCompany: courierNameToSave(express.expressCompany, express.expressCompanyName),
    expressNo: express.expressNo,
  };
}

const label = (status: number) =>
  CERTIFICATE_STATUS_LABELS[status as CertificateStatus]?.zh_CN ?? String(status);

/**
 * One step of a paper certificate along the machine of packages/shared (the console offers only
 * that step; anything else is a 409 and changes nothing), audited with before and after.
 */
export async function moveCertificate(
  deps: CertificateAdminDeps,
  actor: AuditActor,
  id: number,
  move: TExpressMove,
  now = new Date(),
): Promise<TCertificateQueueRow> {
  await deps.db.transaction(async (tx) => {
    const certificate = await lockPaperCertificate(tx, id);
    if (!certificate) throw notFound();
    if (certificate.voidedAt) throw new AppError('CONFLICT', 'admin.fulfilment.voided');
    const from = certificate.status ?? 1;
    if (nextCertificateStatus(from, certificate.certificateWay ?? 2) !== move.to) {
      throw new AppError('CONFLICT', 'admin.fulfilment.notNext', { from: label(from), to: label(move.to) });
    }
    const express = certificateMoveNeedsExpress(move.to) ? expressToSave(move) : {};
    await setCertificateStatus(tx, id, { status: move.to, ...express }, now);
    await recordAudit(tx, actor, {
      action: 'certificate.move',
      targetType: 'certificate',
      targetId: id,
      before: { status: from },
      after: { status: move.to, ...express },
    });
  });
  const row = await findQueuedCertificate(deps.db, id);
  if (!row) throw notFound();
  return rowOf(deps, row, false);
}

/**
 * The courier and number of a mailed certificate, corrected (a wrong number typed when it was
 * mailed): not a move, so the status and its time stay; audited with before and after. The same
 * values again change nothing and leave no row.
 */
export async function correctCertificateExpress(
  deps: CertificateAdminDeps,
  actor: AuditActor,
  id: number,
  choice: TExpressChoice,
): Promise<TCertificateQueueRow> {
  await deps.db.transaction(async (tx) => {
    const certificate = await lockPaperCertificate(tx, id);
    if (!certificate) throw notFound();
    // A refund voids the certificate, not the parcel already sent: its number may still be wrong.
    if (certificate.status !== CERTIFICATE_STATUS.mailed)
      throw new AppError('CONFLICT', 'admin.fulfilment.expressOnlyMailed');
    const before = { expressCompany: certificate.expressCompany, expressNo: certificate.expressNo };
    const after = expressToSave(choice);
    if (before.expressCompany === after.expressCompany && before.expressNo === after.expressNo) {
      recordNoChange(actor);
      return;
    }
    await setCertificateExpress(tx, id, after);
    await recordAudit(tx, actor, {
      action: 'certificate.express',
      targetType: 'certificate',
      targetId: id,
      before,
      after,
    });
  });
  const row = await findQueuedCertificate(deps.db, id);
  if (!row) throw notFound();
  return rowOf(deps, row, false);
}

/** Many certificates one step each to `to`; those that cannot go there are skipped, with why. */
export async function bulkMoveCertificates(
  deps: CertificateAdminDeps,
  actor: AuditActor,
  ids: readonly number[],
  to: number,
  language: 'zh_CN' | 'English',
): Promise<TBulkResult> {
  if (certificateMoveNeedsExpress(to))
    throw new AppError('INVALID_REQUEST', 'admin.fulfilment.mailingOneByOne');
  return eachOf(actor, ids, language, (id) =>
    moveCertificate(deps, actor, id, { to, expressCompany: '', expressCompanyName: '', expressNo: '' }),
  );
}

const CSV_HEADERS = ['证书编号', '收件人', '联系电话', '邮寄地址', '项目', '订单号', '快递公司', '快递单号'];

/** The mailing list of a filter (default: awaiting mailing) as CSV, whole addresses: audited. */
export async function certificateMailingList(
  deps: CertificateAdminDeps,
  actor: AuditActor,
  filter: CertificateQueueFilter,
): Promise<string> {
  const rows = await listCertificateQueue(deps.db, { ...filter, status: filter.status ?? 2 });
  await recordAudit(deps.db, actor, {
    action: 'certificate.mailing-list',
    targetType: 'certificate',
    targetId: `status:${filter.status ?? 2}`,
    after: { count: rows.length },
  });
  const lines = rows
    .filter((row) => row.certificate.voidedAt === null)
    .map((row) => {
      const whole = rowOf(deps, row, true);
      return [
        whole.serialNo,
        whole.postalContact,
        whole.postalMobile,
        whole.postalAddress,
        whole.itemsName,
        whole.billNo,
        whole.expressCompany,
        whole.expressNo,
      ]
        .map(csvField)
        .join(',');
    });
  // A BOM, so Excel opens the Chinese text as UTF-8.
  return `\uFEFF${[CSV_HEADERS.join(','), ...lines].join('\r\n')}\r\n`;
}
