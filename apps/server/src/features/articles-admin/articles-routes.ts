import { ZArticleQuery, ZArticleWrite } from '@alma/shared/admin-api/articles';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  articleDetail,
  articlePage,
  changeArticle,
  createArticle,
  deleteArticleById,
  setArticleStatus,
} from './articles-admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** Articles: list, detail, create, save, publish, unpublish, delete. Every write drops the public lists. */
export function registerArticleRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  const shown = () => cache.invalidate(CACHE_SCOPES.articles);

  admin.get('/articles', async (request) => {
    const query = parseInput(ZArticleQuery, request.query);
    const filter = {
      categoryId: query.categoryId,
      status: query.status === undefined ? undefined : Number(query.status),
      s: query.s,
    };
    return articlePage(database.db, filter, query.page, query.pageSize);
  });

  admin.get('/articles/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return articleDetail(database.db, id);
  });

  admin.post('/articles', async (request, reply) => {
    const input = parseInput(ZArticleWrite, request.body);
    const created = await createArticle(database, auditActorOf(requireStaff(request)), input);
    await shown();
    return reply.code(201).send(created);
  });

  admin.put('/articles/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZArticleWrite, request.body);
    const saved = await changeArticle(database, auditActorOf(requireStaff(request)), id, input);
    await shown();
    return saved;
  });

  for (const [path, status] of [
    ['publish', 1],
    ['unpublish', 0],
  ] as const) {
    admin.post(`/articles/:id/${path}`, async (request) => {
      const { id } = parseInput(ZIdParams, request.params);
      const saved = await setArticleStatus(database, auditActorOf(requireStaff(request)), id, status);
      await shown();
      return saved;
    });
  }

  admin.delete('/articles/:id', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    await deleteArticleById(database, auditActorOf(requireStaff(request)), id);
    await shown();
    return reply.code(204).send();
  });
}
