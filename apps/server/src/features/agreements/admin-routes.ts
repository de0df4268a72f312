import {
  ZAgreementAwaitingQuery,
  ZAgreementParams,
  ZAgreementPreview,
  ZAgreementQuery,
  ZAgreementTemplate,
  ZAgreementVoid,
} from '@alma/shared/admin-api/agreements';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { recordNoChange } from '../../audit/record-audit.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  agreementDetail,
  agreementPage,
  agreementsAwaitingTransfer,
  voidAgreement,
} from './admin-service.ts';
import { previewTemplate, resetTemplateOf, saveTemplateOf, templateOf } from './template-admin-service.ts';

const ZProjectParams = z.object({ id: z.coerce.number().int().positive() });

/** 协议管理 (issue 23): donors' agreements, voiding, the transfers' picker, and each project's template. */
export function registerAgreementAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const reads = { database: deps.database, secrets: deps.secrets, links: deps.documentLinks };

  admin.get('/agreements', async (request) =>
    agreementPage(reads, parseInput(ZAgreementQuery, request.query)),
  );

  admin.get('/agreements/awaiting-transfer', async (request) =>
    agreementsAwaitingTransfer(reads, parseInput(ZAgreementAwaitingQuery, request.query)),
  );

  admin.get('/agreements/:id', async (request) => {
    const { id } = parseInput(ZAgreementParams, request.params);
    return agreementDetail(reads, id);
  });

  admin.post('/agreements/:id/void', async (request) => {
    const { id } = parseInput(ZAgreementParams, request.params);
    const { reason } = parseInput(ZAgreementVoid, request.body);
    return voidAgreement(reads, auditActorOf(requireStaff(request)), id, reason);
  });

  admin.get('/projects/:id/agreement-template', async (request) => {
    const { id } = parseInput(ZProjectParams, request.params);
    return templateOf(deps.database, id);
  });

  admin.put('/projects/:id/agreement-template', async (request) => {
    const { id } = parseInput(ZProjectParams, request.params);
    const values = parseInput(ZAgreementTemplate, request.body);
    return saveTemplateOf(deps.database, auditActorOf(requireStaff(request)), id, values);
  });

  admin.delete('/projects/:id/agreement-template', async (request) => {
    const { id } = parseInput(ZProjectParams, request.params);
    return resetTemplateOf(deps.database, auditActorOf(requireStaff(request)), id);
  });

  // Draws the template for a sample donor; it stores nothing, so it leaves no audit row.
  admin.post('/agreement-templates/preview', async (request) => {
    const staff = requireStaff(request);
    const input = parseInput(ZAgreementPreview, request.body);
    const preview = await previewTemplate(deps, staff.staffId, input);
    recordNoChange(auditActorOf(staff));
    return preview;
  });
}
