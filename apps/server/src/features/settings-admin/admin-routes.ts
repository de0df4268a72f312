import {
  ZAppearanceSettings,
  ZBaseSettings,
  ZMiniProgramSettings,
  ZReceiptSettings,
} from '@alma/shared/admin-api/settings';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { siteFilesOf } from '../site/config-file.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  getInstitutionSettings,
  saveAppearanceSettings,
  saveBaseSettings,
  saveMiniProgramSettings,
  saveReceiptSettings,
} from './settings-admin-service.ts';

/**
 * The institution settings (机构设置). A save shows on the donor app at once: index/baseConfig and
 * receipt/config/detail drop their cached answers, and config/{school}/index.json is served fresh.
 */
export function registerSettingsAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache, config } = deps;
  const site = siteFilesOf(config);

  admin.get('/settings', async () => getInstitutionSettings(database, site));

  admin.put('/settings/base', async (request) => {
    const input = parseInput(ZBaseSettings, request.body);
    const saved = await saveBaseSettings(database, auditActorOf(requireStaff(request)), input, site);
    await cache.invalidate(CACHE_SCOPES.site);
    return saved;
  });

  admin.put('/settings/receipt', async (request) => {
    const input = parseInput(ZReceiptSettings, request.body);
    const saved = await saveReceiptSettings(database, auditActorOf(requireStaff(request)), input, site);
    await cache.invalidate(CACHE_SCOPES.site);
    return saved;
  });

  admin.put('/settings/appearance', async (request) => {
    const input = parseInput(ZAppearanceSettings, request.body);
    const saved = await saveAppearanceSettings(database, auditActorOf(requireStaff(request)), input, site);
    // The directories mask names by a flag saved here (maskDonorNames): their cached pages go.
    await cache.invalidate(CACHE_SCOPES.donations);
    return saved;
  });

  admin.put('/settings/mini-program', async (request) => {
    const input = parseInput(ZMiniProgramSettings, request.body);
    const saved = await saveMiniProgramSettings(database, auditActorOf(requireStaff(request)), input, site);
    // getSettingValue answers the donor app from the public cache.
    await cache.invalidate(CACHE_SCOPES.site);
    return saved;
  });
}
