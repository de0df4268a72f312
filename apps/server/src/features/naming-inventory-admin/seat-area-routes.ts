import {
  ZItemsQuery,
  ZSeatAreaCreate,
  ZSeatAreaWrite,
  ZSeatGridWrite,
  ZSeatPriceWrite,
} from '@alma/shared/admin-api/naming-inventory';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { areaRows, createArea, editArea, namingProjectChoices, removeArea } from './seat-areas-service.ts';
import { saveGrid, seatsOf, setSeatPrices } from './seat-grid-service.ts';

const ZIdParams = z.object({ id: zId });

export function registerSeatAreaAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  const rows = <T>(list: T[]) => ({ rows: list, total: list.length });
  /** After a committed write: the donor's cached area list must show it at once. */
  const shown = async <T>(answer: T) => {
    await cache.invalidate(CACHE_SCOPES.items);
    return answer;
  };

  admin.get('/naming-inventory/projects', async () => {
    return rows(await namingProjectChoices(database.db));
  });

  admin.get('/seat-areas', async (request) => {
    const { itemsId } = parseInput(ZItemsQuery, request.query);
    return rows(await areaRows(database.db, itemsId));
  });

  admin.post('/seat-areas', async (request, reply) => {
    const input = parseInput(ZSeatAreaCreate, request.body);
    const list = await createArea(database, auditActorOf(requireStaff(request)), input);
    return reply.code(201).send(await shown(rows(list)));
  });

  admin.put('/seat-areas/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZSeatAreaWrite, request.body);
    return shown(rows(await editArea(database, auditActorOf(requireStaff(request)), id, input)));
  });

  admin.delete('/seat-areas/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return shown(rows(await removeArea(database, auditActorOf(requireStaff(request)), id)));
  });

  admin.get('/seat-areas/:id/seats', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return seatsOf(database.db, id);
  });

  admin.put('/seat-areas/:id/seats', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZSeatGridWrite, request.body);
    return shown(await saveGrid(database, auditActorOf(requireStaff(request)), id, input));
  });

  admin.put('/seats/:id/prices', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZSeatPriceWrite, request.body);
    return shown(await setSeatPrices(database, auditActorOf(requireStaff(request)), id, input));
  });
}
