import { ZArticleCategoryWrite } from '@alma/shared/admin-api/articles';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  articleCategoryRows,
  changeArticleCategory,
  createArticleCategory,
  deleteArticleCategoryById,
} from './categories-admin-service.ts';

const ZIdParams = z.object({ id: zId });

/**
 * Article categories (the donor app's article lists). Each write answers the whole list and drops
 * the public article lists: a from=web list shows the categories of one website.
 */
export function registerArticleCategoryRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  const answer = async <T>(rows: T[]) => {
    await cache.invalidate(CACHE_SCOPES.articles);
    return { rows, total: rows.length };
  };

  admin.get('/article-categories', async () => {
    const rows = await articleCategoryRows(database.db);
    return { rows, total: rows.length };
  });

  admin.post('/article-categories', async (request, reply) => {
    const input = parseInput(ZArticleCategoryWrite, request.body);
    const rows = await createArticleCategory(database, auditActorOf(requireStaff(request)), input);
    return reply.code(201).send(await answer(rows));
  });

  admin.put('/article-categories/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZArticleCategoryWrite, request.body);
    return answer(await changeArticleCategory(database, auditActorOf(requireStaff(request)), id, input));
  });

  admin.delete('/article-categories/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return answer(await deleteArticleCategoryById(database, auditActorOf(requireStaff(request)), id));
  });
}
