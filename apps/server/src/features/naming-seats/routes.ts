import {
  ZAreaListQuery,
  ZNameplateDetailConfigQuery,
  ZNameplateExampleQuery,
  ZSeatListQuery,
  ZSeatShowQuery,
} from '@alma/shared/api/naming';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { registerNameplateDetailRoutes } from './nameplate-detail-routes.ts';
import { getNameplateDetailConfig } from './nameplate-detail-service.ts';
import { getAreaList, getNameplateExample, getSeatList, getSeatShowData } from './service.ts';

/** Areas and nameplates hold no live status: they may come from the public cache. */
const cachedWithItems = { config: { publicCache: [CACHE_SCOPES.items] } };

export function registerNamingSeatRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(SPEC_PATHS.items.areaList, cachedWithItems, async (request) => {
    const { itemsId } = parseInput(ZAreaListQuery, request.query);
    return ok(await getAreaList(db, itemsId));
  });

  // Seat status changes with every naming order: always read live, never cached.
  app.get(SPEC_PATHS.items.seatList, async (request) => {
    const { areaId } = parseInput(ZSeatListQuery, request.query);
    return ok(await getSeatList(db, areaId));
  });

  // A naming can end (expiry): read live too; it is one indexed row.
  app.get(SPEC_PATHS.items.getSeatShowData, async (request) => {
    const { id } = parseInput(ZSeatShowQuery, request.query);
    return ok(await getSeatShowData(db, id, request.language));
  });

  app.get(SPEC_PATHS.items.nameplateExample, cachedWithItems, async (request) => {
    const { itemsId } = parseInput(ZNameplateExampleQuery, request.query);
    return ok(await getNameplateExample(db, itemsId));
  });

  // A claim's project never changes and the look is staff's: cached with the project.
  app.get(SPEC_PATHS.items.getNameplateDetailConfig, cachedWithItems, async (request) => {
    const query = parseInput(ZNameplateDetailConfigQuery, request.query);
    return ok(await getNameplateDetailConfig(db, query));
  });

  registerNameplateDetailRoutes(app, deps);
}
