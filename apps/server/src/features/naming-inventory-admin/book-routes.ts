import {
  ZBookCategoryCreate,
  ZBookCategoryWrite,
  ZBookCreate,
  ZBookStockChange,
  ZBookWrite,
  ZItemsQuery,
} from '@alma/shared/admin-api/naming-inventory';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { categoryRows, createCategory, editCategory, removeCategory } from './book-categories-service.ts';
import { adjustStock, bookRows, createBook, editBook, removeBook } from './books-service.ts';

const ZIdParams = z.object({ id: zId });

export function registerBookAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  /** Each write answers the whole list; bookCategoryList is publicly cached under items. */
  const shown = async <T>(list: T[]) => {
    await cache.invalidate(CACHE_SCOPES.items);
    return { rows: list, total: list.length };
  };
  const actor = (request: Parameters<typeof requireStaff>[0]) => auditActorOf(requireStaff(request));

  admin.get('/book-categories', async (request) => {
    const list = await categoryRows(database.db, parseInput(ZItemsQuery, request.query).itemsId);
    return { rows: list, total: list.length };
  });

  admin.post('/book-categories', async (request, reply) => {
    const input = parseInput(ZBookCategoryCreate, request.body);
    return reply.code(201).send(await shown(await createCategory(database, actor(request), input)));
  });

  admin.put('/book-categories/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZBookCategoryWrite, request.body);
    return shown(await editCategory(database, actor(request), id, input));
  });

  admin.delete('/book-categories/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return shown(await removeCategory(database, actor(request), id));
  });

  admin.get('/books', async (request) => {
    const list = await bookRows(database.db, parseInput(ZItemsQuery, request.query).itemsId);
    return { rows: list, total: list.length };
  });

  admin.post('/books', async (request, reply) => {
    const input = parseInput(ZBookCreate, request.body);
    return reply.code(201).send(await shown(await createBook(database, actor(request), input)));
  });

  admin.put('/books/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZBookWrite, request.body);
    return shown(await editBook(database, actor(request), id, input));
  });

  admin.delete('/books/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return shown(await removeBook(database, actor(request), id));
  });

  admin.post('/books/:id/stock', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { change } = parseInput(ZBookStockChange, request.body);
    return shown(await adjustStock(database, actor(request), id, change));
  });
}
