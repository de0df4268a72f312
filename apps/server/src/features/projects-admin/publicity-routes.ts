import { ZAdminPage } from '@alma/shared/admin-api/paging';
import { ZPublicityWrite } from '@alma/shared/admin-api/project-tabs';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  changePublicity,
  createPublicity,
  publicityPage,
  removePublicity,
} from './publicity-admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** A project's use-publicity rows (资金使用公示, the use publicity tab): date, title, money. */
export function registerPublicityRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  // The use publicity tab (instructionList) is cached under the progress scope.
  const shown = () => cache.invalidate(CACHE_SCOPES.progress);

  admin.get('/projects/:id/publicity', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { page, pageSize } = parseInput(ZAdminPage, request.query);
    return publicityPage(database.db, id, page, pageSize);
  });

  admin.post('/projects/:id/publicity', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZPublicityWrite, request.body);
    const row = await createPublicity(database, auditActorOf(requireStaff(request)), id, input);
    await shown();
    return reply.code(201).send(row);
  });

  admin.put('/publicity/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZPublicityWrite, request.body);
    const row = await changePublicity(database, auditActorOf(requireStaff(request)), id, input);
    await shown();
    return row;
  });

  admin.delete('/publicity/:id', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    await removePublicity(database, auditActorOf(requireStaff(request)), id);
    await shown();
    return reply.code(204).send();
  });
}
