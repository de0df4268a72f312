import {
  type THomeEntryList,
  type THomeEntryRow,
  ZHomeEntryOrder,
  ZHomeEntryWrite,
} from '@alma/shared/admin-api/home';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { siteFilesOf } from '../site/config-file.ts';
import { servedHomeLayout } from '../site/institution-config-service.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  createHomeEntry,
  editHomeEntry,
  homeEntryRows,
  removeHomeEntry,
  reorderHomeEntries,
} from './service.ts';

const ZIdParams = z.object({ id: zId });

/**
 * 首页配置: the banners and entry tiles of the donor app's home and index layouts. Each write answers
 * the whole list and drops the public cache's site scope, so index/homeEntries answers it at once.
 * Every answer says which layout the donor app shows now, so the console can tell staff whether
 * what they edit is seen at all.
 */
export function registerHomeAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache, config } = deps;
  const site = siteFilesOf(config);
  const listOf = async (rows: THomeEntryRow[]): Promise<THomeEntryList> => ({
    rows,
    total: rows.length,
    layout: await servedHomeLayout(database.db, site),
  });
  const answer = async (rows: THomeEntryRow[]) => {
    await cache.invalidate(CACHE_SCOPES.site);
    return listOf(rows);
  };

  admin.get('/home-entries', async () => listOf(await homeEntryRows(database.db)));

  admin.post('/home-entries', async (request, reply) => {
    const input = parseInput(ZHomeEntryWrite, request.body);
    const rows = await createHomeEntry(database, auditActorOf(requireStaff(request)), input);
    return reply.code(201).send(await answer(rows));
  });

  admin.put('/home-entries/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZHomeEntryWrite, request.body);
    return answer(await editHomeEntry(database, auditActorOf(requireStaff(request)), id, input));
  });

  admin.delete('/home-entries/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return answer(await removeHomeEntry(database, auditActorOf(requireStaff(request)), id));
  });

  admin.post('/home-entries/reorder', async (request) => {
    const { kind, ids } = parseInput(ZHomeEntryOrder, request.body);
    return answer(await reorderHomeEntries(database, auditActorOf(requireStaff(request)), kind, ids));
  });
}
