import { ZAreaDictionaryQuery, ZSettingKeyQuery } from '@alma/shared/api/site';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { DONATEU, SYSTEM_API } from '../../http/paths.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { areaChildren, listAreaCodes } from './area-data.ts';
import { getBaseConfig, getPublicSettings, getReceiptConfig, getSettingValue } from './service.ts';

const site = { publicCache: [CACHE_SCOPES.site] };

export function registerSiteRoutes(app: FastifyInstance, { database }: AppDeps): void {
  const { db } = database;

  app.get(`${DONATEU}/index/baseConfig`, { config: site }, async () => ok(await getBaseConfig(db)));
  app.get(`${DONATEU}/receipt/config/detail`, { config: site }, async () => ok(await getReceiptConfig(db)));

  app.get(`${DONATEU}/index/getSettingValue`, { config: site }, async (request) => {
    const { key } = parseInput(ZSettingKeyQuery, request.query);
    return ok(await getSettingValue(db, key));
  });

  app.get(`${SYSTEM_API}/setting/base/list`, { config: site }, async () => ok(await getPublicSettings(db)));

  app.get(`${SYSTEM_API}/area/groupList`, async (request) =>
    ok(listAreaCodes(request.language, 'common-first')),
  );
  app.get(`${SYSTEM_API}/area/getAreaList4sort`, async (request) =>
    ok(listAreaCodes(request.language, 'by-name')),
  );
  app.get(`${SYSTEM_API}/dictionary/area/getAreaDictionaryByParentId`, async (request) => {
    const { parentId } = parseInput(ZAreaDictionaryQuery, request.query);
    return ok(areaChildren(parentId));
  });
}
