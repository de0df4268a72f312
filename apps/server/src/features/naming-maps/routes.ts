import { ZSearchSeatQuery, ZSeatDetailQuery, ZSeatStatusBody } from '@alma/shared/api/naming-activity';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { SCHOOL_NAME } from '@alma/shared/constants/institution';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { parseInput } from '../../http/validate.ts';
import { getSeatDetail } from './detail-service.ts';
import { readMapFile } from './map-file-service.ts';
import { searchSeat } from './search-service.ts';
import { getSeatStatusList } from './status-service.ts';

/**
 * The campaign maps (doc 4 §7). Statuses and details change with every naming order (held,
 * named, released): read live, never from the public cache. A map definition is staff's and
 * changes with a save in the console: asked for again on each load (no-cache), answered 304
 * while its ETag holds.
 */
export function registerNamingMapRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  app.post(SPEC_PATHS.namingActivity.getSeatStatusList, async (request) => {
    return ok(await getSeatStatusList(db, parseInput(ZSeatStatusBody, request.body)));
  });

  app.get(SPEC_PATHS.namingActivity.getSeatDetail, async (request) => {
    const { seatId } = parseInput(ZSeatDetailQuery, request.query);
    return ok(await getSeatDetail(db, seatId));
  });

  app.get(SPEC_PATHS.namingActivity.searchSeat, async (request) => {
    const { itemsId, keyword } = parseInput(ZSearchSeatQuery, request.query);
    return ok(await searchSeat(db, itemsId, keyword));
  });

  app.get<{ Params: { school: string; file: string } }>(
    '/config/:school/maps/:file',
    async (request, reply) => {
      const map = SCHOOL_NAME.test(request.params.school) ? await readMapFile(db, request.params.file) : null;
      if (!map) return reply.callNotFound();
      reply.header('cache-control', 'no-cache').header('etag', map.etag);
      if (request.headers['if-none-match'] === map.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(map.body);
    },
  );
}
