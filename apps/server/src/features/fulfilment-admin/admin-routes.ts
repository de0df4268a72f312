import {
  ZBulkMove,
  ZCertificateMove,
  ZCertificateQueueQuery,
  ZExpress,
  ZReceiptIds,
  ZReceiptMove,
  ZReceiptQueueQuery,
} from '@alma/shared/admin-api/fulfilment';
import { zId } from '@alma/shared/api/common';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { readUploadedFile } from '../../http/uploaded-file.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  bulkMoveCertificates,
  certificateMailingList,
  certificateQueueDetail,
  certificateQueuePage,
  correctCertificateExpress,
  moveCertificate,
} from './certificate-admin-service.ts';
import {
  bulkMoveReceipts,
  correctReceiptExpress,
  moveReceipt,
  receiptQueueDetail,
  receiptQueuePage,
} from './receipt-admin-service.ts';
import { registerReceiptBatchRoutes } from './receipt-batch-routes.ts';
import {
  issueReceipts,
  receiptMailingList,
  resendReceipts,
  type ScanFile,
  storeReceiptScan,
} from './receipt-delivery-admin-service.ts';

const ZIdParams = z.object({ id: zId });

function sendCsv(reply: FastifyReply, name: string, csv: string) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(csv);
}

/** What a scan is, by its first bytes (never by its name or declared type). */
function scanOf(bytes: Buffer): ScanFile {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { bytes, extension: 'jpg' };
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { bytes, extension: 'png' };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { bytes, extension: 'pdf' };
  throw new AppError('INVALID_REQUEST', 'admin.fulfilment.scanType');
}

/**
 * The certificate and receipt queues: lists, audited details, one-step moves, courier corrections,
 * bulk, mailing lists.
 */
export function registerFulfilmentAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const certificates = { db: deps.database.db, secrets: deps.secrets, links: deps.documentLinks };
  const receipts = { ...certificates, documents: deps.documents };
  const actorOf = (request: Parameters<typeof requireStaff>[0]) => auditActorOf(requireStaff(request));

  admin.get('/certificates', async (request) =>
    certificateQueuePage(certificates, parseInput(ZCertificateQueueQuery, request.query)),
  );
  admin.get('/certificates/mailing-list', async (request, reply) => {
    const filter = parseInput(ZCertificateQueueQuery, request.query);
    return sendCsv(
      reply,
      'certificate-mailing-list.csv',
      await certificateMailingList(certificates, actorOf(request), filter),
    );
  });
  admin.get('/certificates/:id', async (request) =>
    certificateQueueDetail(certificates, actorOf(request), parseInput(ZIdParams, request.params).id),
  );
  admin.post('/certificates/:id/move', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const move = parseInput(ZCertificateMove, request.body);
    return moveCertificate(certificates, actorOf(request), id, move);
  });
  // A mailed one's courier and number corrected: not a move.
  admin.put('/certificates/:id/express', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return correctCertificateExpress(certificates, actorOf(request), id, parseInput(ZExpress, request.body));
  });
  admin.post('/certificates/bulk-move', async (request) => {
    const { ids, to } = parseInput(ZBulkMove, request.body);
    return bulkMoveCertificates(certificates, actorOf(request), ids, to, request.language);
  });

  admin.get('/receipts', async (request) =>
    receiptQueuePage(receipts, parseInput(ZReceiptQueueQuery, request.query)),
  );
  admin.get('/receipts/mailing-list', async (request, reply) => {
    const filter = parseInput(ZReceiptQueueQuery, request.query);
    return sendCsv(
      reply,
      'receipt-mailing-list.csv',
      await receiptMailingList(receipts, actorOf(request), filter),
    );
  });
  admin.get('/receipts/:id', async (request) =>
    receiptQueueDetail(receipts, actorOf(request), parseInput(ZIdParams, request.params).id),
  );
  admin.post('/receipts/:id/move', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return moveReceipt(receipts, actorOf(request), id, parseInput(ZReceiptMove, request.body));
  });
  admin.put('/receipts/:id/express', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return correctReceiptExpress(receipts, actorOf(request), id, parseInput(ZExpress, request.body));
  });
  admin.post('/receipts/bulk-move', async (request) => {
    const { ids, to } = parseInput(ZBulkMove, request.body);
    return bulkMoveReceipts(receipts, actorOf(request), ids, to, request.language);
  });
  admin.post('/receipts/issue', async (request) => {
    const { ids } = parseInput(ZReceiptIds, request.body);
    return issueReceipts(receipts, actorOf(request), ids, request.language);
  });
  admin.post('/receipts/resend', async (request) => {
    const { ids } = parseInput(ZReceiptIds, request.body);
    return resendReceipts(receipts, actorOf(request), ids, request.language);
  });
  registerReceiptBatchRoutes(admin, deps);
  admin.post('/receipts/:id/scan', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const scan = scanOf(await readUploadedFile(request));
    return storeReceiptScan(receipts, actorOf(request), id, scan);
  });
}
