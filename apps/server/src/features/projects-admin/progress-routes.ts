import { ZAdminPage } from '@alma/shared/admin-api/paging';
import { ZProgressWrite } from '@alma/shared/admin-api/project-tabs';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { changeProgress, createProgress, progressPage, removeProgress } from './progress-admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** A project's progress entries (the progress tab): dated text with pictures. */
export function registerProgressRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  const shown = () => cache.invalidate(CACHE_SCOPES.progress);

  admin.get('/projects/:id/progress', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { page, pageSize } = parseInput(ZAdminPage, request.query);
    return progressPage(database.db, id, page, pageSize);
  });

  admin.post('/projects/:id/progress', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZProgressWrite, request.body);
    const row = await createProgress(database, auditActorOf(requireStaff(request)), id, input);
    await shown();
    return reply.code(201).send(row);
  });

  admin.put('/progress/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZProgressWrite, request.body);
    const row = await changeProgress(database, auditActorOf(requireStaff(request)), id, input);
    await shown();
    return row;
  });

  admin.delete('/progress/:id', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    await removeProgress(database, auditActorOf(requireStaff(request)), id);
    await shown();
    return reply.code(204).send();
  });
}
