import { ZAreaDictionaryQuery, ZSettingKeyQuery } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { areaChildren, listAreaCodes } from './area-data.ts';
import { getBaseConfig, getPublicSettings, getReceiptConfig, getSettingValue } from './service.ts';

const site = { publicCache: [CACHE_SCOPES.site] };

export function registerSiteRoutes(app: FastifyInstance, { database, config }: AppDeps): void {
  const { db } = database;
  const signSms = config.AGREEMENT_SIGN_SMS;

  app.get(SPEC_PATHS.index.baseConfig, { config: site }, async (request) =>
    ok(await getBaseConfig(db, request.language, { signSms })),
  );
  app.get(SPEC_PATHS.receipt.configDetail, { config: site }, async () => ok(await getReceiptConfig(db)));

  app.get(SPEC_PATHS.index.getSettingValue, { config: site }, async (request) => {
    const { key } = parseInput(ZSettingKeyQuery, request.query);
    return ok(await getSettingValue(db, key));
  });

  app.get(SPEC_PATHS.system.settingBaseList, { config: site }, async () => ok(await getPublicSettings(db)));

  app.get(SPEC_PATHS.system.areaGroupList, async (request) =>
    ok(listAreaCodes(request.language, 'common-first')),
  );
  app.get(SPEC_PATHS.system.getAreaList4sort, async (request) =>
    ok(listAreaCodes(request.language, 'by-name')),
  );
  app.get(SPEC_PATHS.system.getAreaDictionaryByParentId, async (request) => {
    const { parentId } = parseInput(ZAreaDictionaryQuery, request.query);
    return ok(areaChildren(parentId));
  });
}
