import {
  ZNamingMapCreate,
  ZNamingMapQuery,
  ZNamingMapSave,
  ZNamingPointImport,
  ZNamingPointPlace,
} from '@alma/shared/admin-api/naming-maps';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { importPoints, placePoint } from './points-service.ts';
import { createMap, mapDetail, mapRows, removeMap, saveMap } from './service.ts';

const ZIdParams = z.object({ id: zId });

/**
 * 活动地图: the campaign maps' editor. A map is a definition checked by the shared schema and
 * against the project's areas and seats; placing a point or importing a CSV makes the seats too.
 * The served map file reads the table on each load (ETag from updated_at): a save shows at once.
 */
export function registerNamingMapAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database } = deps;

  admin.get('/naming-maps', async (request) => {
    const { itemsId } = parseInput(ZNamingMapQuery, request.query);
    const rows = await mapRows(database.db, itemsId);
    return { rows, total: rows.length };
  });

  admin.get('/naming-maps/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return mapDetail(database.db, id, request.language);
  });

  admin.post('/naming-maps', async (request, reply) => {
    const input = parseInput(ZNamingMapCreate, request.body);
    const actor = auditActorOf(requireStaff(request));
    return reply.code(201).send(await createMap(database, actor, input, request.language));
  });

  admin.put('/naming-maps/:id', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const { definition, version } = parseInput(ZNamingMapSave, request.body);
    const actor = auditActorOf(requireStaff(request));
    return saveMap(database, actor, id, definition, version, request.language);
  });

  admin.delete('/naming-maps/:id', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    await removeMap(database, auditActorOf(requireStaff(request)), id);
    return reply.code(204).send();
  });

  admin.post('/naming-maps/:id/points', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZNamingPointPlace, request.body);
    const actor = auditActorOf(requireStaff(request));
    return reply.code(201).send(await placePoint(database, actor, id, input, request.language));
  });

  admin.post('/naming-maps/:id/points/import', async (request, reply) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZNamingPointImport, request.body);
    const actor = auditActorOf(requireStaff(request));
    return reply.code(201).send(await importPoints(database, actor, id, input, request.language));
  });
}
