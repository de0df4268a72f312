import { ZAnnualReportQuery, ZIncomeReportQuery, ZReportRangeQuery } from '@alma/shared/admin-api/reports';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { exportAnnualReport, exportRangeReport, type ReportFile } from './export-service.ts';
import { donorReport, incomeReport, namingReport } from './service.ts';

const sendFile = (reply: FastifyReply, file: ReportFile) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));

/** Reports (报表): the figures as JSON, or with `format` as a file (audited). */
export function registerReportAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  admin.get('/reports/income', async (request, reply) => {
    const { format, ...query } = parseInput(ZIncomeReportQuery, request.query);
    if (!format) return incomeReport(db, query, request.language);
    const actor = auditActorOf(requireStaff(request));
    return sendFile(
      reply,
      await exportRangeReport(
        db,
        actor,
        { kind: 'income', range: query, groupBy: query.groupBy },
        request.language,
      ),
    );
  });

  admin.get('/reports/donors', async (request, reply) => {
    const { format, ...range } = parseInput(ZReportRangeQuery, request.query);
    if (!format) return donorReport(db, range);
    const actor = auditActorOf(requireStaff(request));
    return sendFile(reply, await exportRangeReport(db, actor, { kind: 'donors', range }, request.language));
  });

  admin.get('/reports/naming', async (request, reply) => {
    const { format, ...range } = parseInput(ZReportRangeQuery, request.query);
    if (!format) return namingReport(db, range, request.language);
    const actor = auditActorOf(requireStaff(request));
    return sendFile(reply, await exportRangeReport(db, actor, { kind: 'naming', range }, request.language));
  });

  admin.get('/reports/annual', async (request, reply) => {
    const { year, format } = parseInput(ZAnnualReportQuery, request.query);
    const actor = auditActorOf(requireStaff(request));
    const generatedAt = toWireDate(new Date()) ?? '';
    const file = await exportAnnualReport(
      { db, renderer: deps.renderer },
      actor,
      { year, format, generatedAt },
      request.language,
    );
    return sendFile(reply, file);
  });
}
