import { ZCategoryOrder, ZCategoryWrite } from '@alma/shared/admin-api/project-categories';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  categoryRows,
  createCategory,
  deleteCategoryById,
  renameCategoryById,
  reorderCategories,
} from './categories-admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** Categories (the donor app's tabs). Each write answers the whole list, in its new order. */
export function registerCategoryRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  const answer = async <T>(rows: T[]) => {
    await cache.invalidate(CACHE_SCOPES.items);
    return { rows, total: rows.length };
  };

  admin.get('/categories', async () => {
    const rows = await categoryRows(database.db);
    return { rows, total: rows.length };
  });

  admin.post('/categories', async (request, reply) => {
    const input = parseInput(ZCategoryWrite, request.body);
    const rows = await createCategory(database, auditActorOf(requireStaff(request)), input);
    return reply.code(201).send(await answer(rows));
  });

  admin.put('/categories/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZCategoryWrite, request.body);
    return answer(await renameCategoryById(database, auditActorOf(requireStaff(request)), id, input));
  });

  admin.post('/categories/reorder', async (request) => {
    const { ids } = parseInput(ZCategoryOrder, request.body);
    return answer(await reorderCategories(database, auditActorOf(requireStaff(request)), ids));
  });

  admin.delete('/categories/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return answer(await deleteCategoryById(database, auditActorOf(requireStaff(request)), id));
  });
}
