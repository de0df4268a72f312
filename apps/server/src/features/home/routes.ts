import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { getHomeEntries } from './service.ts';

/**
 * index/homeEntries — ours, not the spec's (docs/decisions.md): a public read under the site scope,
 * which the console's home-entry saves drop (features/home-admin).
 */
export function registerHomeRoutes(app: FastifyInstance, { database }: AppDeps): void {
  app.get(SPEC_PATHS.home.homeEntries, { config: { publicCache: [CACHE_SCOPES.site] } }, async (request) =>
    ok(await getHomeEntries(database.db, request.language)),
  );
}
