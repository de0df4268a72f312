import { ZNameplateTemplateWrite } from '@alma/shared/admin-api/naming-inventory';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { saveTemplate, templateOf } from './nameplate-service.ts';

const ZItemsParams = z.object({ itemsId: zId });

/** The nameplate template: nameplateExample and getNameplateDetailConfig are cached under items. */
export function registerNameplateAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;

  admin.get('/nameplate-templates/:itemsId', async (request) => {
    const { itemsId } = parseInput(ZItemsParams, request.params);
    return templateOf(database.db, itemsId);
  });

  admin.put('/nameplate-templates/:itemsId', async (request) => {
    const { itemsId } = parseInput(ZItemsParams, request.params);
    const input = parseInput(ZNameplateTemplateWrite, request.body);
    const saved = await saveTemplate(database, auditActorOf(requireStaff(request)), itemsId, input);
    await cache.invalidate(CACHE_SCOPES.items);
    return saved;
  });
}
