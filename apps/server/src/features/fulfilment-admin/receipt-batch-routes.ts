import { PassThrough } from 'node:stream';
import {
  receiptLedgerFileName,
  ZReceiptBatchStart,
  ZReceiptLedgerQuery,
  ZReceiptYearQuery,
} from '@alma/shared/admin-api/receipt-batches';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  newestReceiptBatch,
  outstandingReceipts,
  receiptBatch,
  startReceiptBatch,
} from './receipt-batch-service.ts';
import { writeReceiptLedger } from './receipt-ledger-service.ts';

const ZIdParams = z.object({ id: zId });

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Year-end e-receipts (issue 21): outstanding, the batch and its progress, the receipt ledger. */
export function registerReceiptBatchRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  admin.get('/receipts/outstanding', async (request) =>
    outstandingReceipts(db, parseInput(ZReceiptYearQuery, request.query).year),
  );
  admin.post('/receipts/batches', async (request) => {
    const { year } = parseInput(ZReceiptBatchStart, request.body);
    return startReceiptBatch(db, auditActorOf(requireStaff(request)), year, request.language);
  });
  admin.get('/receipts/batches', async (request) => ({
    batch: await newestReceiptBatch(db, parseInput(ZReceiptYearQuery, request.query).year, request.language),
  }));
  admin.get('/receipts/batches/:id', async (request) =>
    receiptBatch(db, parseInput(ZIdParams, request.params).id, request.language),
  );
  admin.get('/receipts/ledger', async (request, reply) => {
    const { year, format } = parseInput(ZReceiptLedgerQuery, request.query);
    const actor = auditActorOf(requireStaff(request));
    const out = new PassThrough();
    reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${receiptLedgerFileName(year, format)}"`);
    writeReceiptLedger(db, actor, { year, format, language: request.language }, out).catch(
      (error: unknown) => {
        request.log.warn({ err: { message: (error as Error).message } }, 'receipt ledger export failed');
        out.destroy(error as Error);
      },
    );
    return reply.send(out);
  });
}
