import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { readUploadedFile } from '../../http/uploaded-file.ts';
import { auditActorOf } from '../staff/service.ts';
import { storeStaffUpload } from './staff-upload-service.ts';

/** The console's picture uploads (covers, thumbnails, content and progress pictures). */
export function registerFileAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  admin.post('/files', async (request, reply) => {
    const actor = auditActorOf(requireStaff(request));
    const body = await readUploadedFile(request);
    return reply.code(201).send(await storeStaffUpload(deps, actor, body));
  });
}
