import { zId } from '@alma/shared/api/common';
import { ZCertificateTemplate } from '@alma/shared/documents/certificate-template';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { recordNoChange } from '../../audit/record-audit.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  certificateTemplateOf,
  previewCertificateTemplate,
  saveProjectCertificateTemplate,
} from './certificate-template-service.ts';

const ZIdParams = z.object({ id: zId });

/** The project's electronic certificate layout: read, save (null = default), preview unsaved. */
export function registerCertificateTemplateRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  admin.get('/projects/:id/certificate-template', async (request) =>
    certificateTemplateOf(db, parseInput(ZIdParams, request.params).id),
  );
  admin.put('/projects/:id/certificate-template', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const template = request.body === null ? null : parseInput(ZCertificateTemplate, request.body);
    return saveProjectCertificateTemplate(db, auditActorOf(requireStaff(request)), id, template);
  });
  admin.post('/projects/:id/certificate-template/preview', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const template = parseInput(ZCertificateTemplate, request.body);
    // A preview saves nothing: the audit guard is told so.
    recordNoChange(auditActorOf(requireStaff(request)));
    const png = await previewCertificateTemplate(
      { db, storage: deps.storage, renderer: deps.renderer, publicUrl: deps.config.publicUrl },
      id,
      template,
    );
    return reply.type('image/png').header('cache-control', 'no-store').send(Buffer.from(png));
  });
}
