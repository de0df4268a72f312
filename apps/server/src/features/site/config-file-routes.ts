import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { SCHOOL_NAME } from './config-file.ts';
import { servedSchoolConfig } from './institution-config-service.ts';

/** The path the static files leave to this route (see app.ts: globIgnore). */
export const SCHOOL_CONFIG_GLOB = 'config/*/index.json';

/**
 * GET /config/{school}/index.json: the institution config the donor app starts from, with the
 * console's theme colour and flags in it, asked for again on every load (no-cache), so a save in
 * the console shows on the next page load without a rebuild.
 */
export function registerConfigFileRoutes(app: FastifyInstance, { config, database }: AppDeps): void {
  app.get<{ Params: { school: string } }>('/config/:school/index.json', async (request, reply) => {
    const { school } = request.params;
    const json = SCHOOL_NAME.test(school)
      ? await servedSchoolConfig(database.db, config.webDist, school)
      : null;
    if (!json) return reply.callNotFound();
    reply.header('cache-control', 'no-cache');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(json));
  });
}
