import { SCHOOL_NAME } from '@alma/shared/constants/institution';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { assertSchoolInBuild, siteFilesOf } from './config-file.ts';
import { servedRootConfig, servedSchoolConfig } from './institution-config-service.ts';

/** Asked for again on every load (no-cache): a save in the console or a new ALMA_SCHOOL shows at once. */
function sendJson(reply: FastifyReply, json: Record<string, unknown>) {
  reply.header('cache-control', 'no-cache');
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(json));
}

/**
 * The two files the donor app starts from (doc 1 §7):
 * - GET /config/index.json: the school this installation serves (ALMA_SCHOOL, else the build's);
 * - GET /config/{school}/index.json: that school's config, with the console's theme colour and flags
 *   laid over the served school's.
 * A school named by ALMA_SCHOOL that the build lacks stops the start. Both routes are more specific
 * than the static files' wildcard (app.ts), so the built files under config/ are never sent as such.
 */
export function registerConfigFileRoutes(app: FastifyInstance, { config, database, wechat }: AppDeps): void {
  const site = siteFilesOf(config);
  assertSchoolInBuild(site);

  app.get('/config/index.json', async (_request, reply) => {
    const json = await servedRootConfig(site);
    return json ? sendJson(reply, json) : reply.callNotFound();
  });

  app.get<{ Params: { school: string } }>('/config/:school/index.json', async (request, reply) => {
    const { school } = request.params;
    const json = SCHOOL_NAME.test(school) ? await servedSchoolConfig(database.db, site, school) : null;
    if (!json) return reply.callNotFound();
    // With the real WeChat behind getAuthUrl the app authorises by itself inside WeChat (doc 1 §4).
    return sendJson(reply, wechat.demo ? json : { ...json, wechatAuthorise: true });
  });
}
