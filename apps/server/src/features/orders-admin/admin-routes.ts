import { PassThrough } from 'node:stream';
import { orderExportFileName, ZOrderExportQuery } from '@alma/shared/admin-api/exports';
import { ZOrderParams, ZOrderQuery } from '@alma/shared/admin-api/orders';
import { ZRefundDecision, ZRefundQuery, ZRefundRequest } from '@alma/shared/admin-api/refunds';
import { zId } from '@alma/shared/api/common';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { prepareOrderExport, writeOrderExport } from './export-service.ts';
import { orderDetail, orderPage, revealOrderFormData } from './order-admin-service.ts';
import { decideRefund, refundPage, requestOrderRefund } from './refund-admin-service.ts';

const ZIdParams = z.object({ id: zId });

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Orders (table, detail, the audited reveal), refunds (ask, approve, reject, list) and exports. */
export function registerOrderAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, secrets } = deps;
  // Read at call time, so a test can stand another provider in for the configured one.
  const refundDeps = () => ({ database, cache: deps.cache, payments: deps.payments });

  admin.get('/orders', async (request) =>
    orderPage(database, secrets, parseInput(ZOrderQuery, request.query)),
  );

  admin.get('/orders/export', async (request, reply) => {
    const { format, ...query } = parseInput(ZOrderExportQuery, request.query);
    const staff = requireStaff(request);
    const prepared = await prepareOrderExport({ database, secrets }, staff.role, query, request.language);
    const today = (toWireDate(new Date()) ?? '').slice(0, 10);
    const out = new PassThrough();
    reply
      .header('content-type', CONTENT_TYPES[format])
      .header('content-disposition', `attachment; filename="${orderExportFileName(format, query, today)}"`);
    writeOrderExport(
      { database, secrets },
      auditActorOf(staff),
      { format, query, language: request.language },
      prepared,
      out,
    ).catch((error: unknown) => {
      request.log.warn({ err: { message: (error as Error).message } }, 'order export failed');
      out.destroy(error as Error);
    });
    return reply.send(out);
  });

  admin.get('/orders/:billNo', async (request) => {
    const { billNo } = parseInput(ZOrderParams, request.params);
    return orderDetail(database, secrets, billNo, request.language);
  });

  admin.post('/orders/:billNo/reveal', async (request) => {
    const { billNo } = parseInput(ZOrderParams, request.params);
    return revealOrderFormData(
      database,
      secrets,
      auditActorOf(requireStaff(request)),
      billNo,
      request.language,
    );
  });

  admin.post('/orders/:billNo/refunds', async (request, reply) => {
    const { billNo } = parseInput(ZOrderParams, request.params);
    const { amount, reason, requestKey } = parseInput(ZRefundRequest, request.body);
    const { refund, created } = await requestOrderRefund(
      refundDeps(),
      auditActorOf(requireStaff(request)),
      billNo,
      { amountFen: amount, reason, requestKey, thresholdYuan: deps.config.REFUND_APPROVAL_THRESHOLD },
    );
    // 201 for a new refund; 200 for the one this request key already made.
    return reply.code(created ? 201 : 200).send(refund);
  });

  admin.get('/refunds', async (request) => refundPage(database, parseInput(ZRefundQuery, request.query)));

  admin.post('/refunds/:id/approve', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { reason } = parseInput(ZRefundDecision, request.body);
    return decideRefund(refundDeps(), auditActorOf(requireStaff(request)), id, {
      approve: true,
      note: reason,
    });
  });

  admin.post('/refunds/:id/reject', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { reason } = parseInput(ZRefundDecision, request.body);
    return decideRefund(refundDeps(), auditActorOf(requireStaff(request)), id, {
      approve: false,
      note: reason,
    });
  });
}
