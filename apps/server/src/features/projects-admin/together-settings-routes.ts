import { ZTogetherSettingsWrite } from '@alma/shared/admin-api/project-together-settings';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import {
  resetTogetherSettingsOf,
  saveTogetherSettingsOf,
  togetherSettingsOf,
} from './together-settings-admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** What a project offers sponsors of group fundraisers (slogans, target chips, free entry, no target). */
export function registerTogetherSettingsRoutes(admin: FastifyInstance, deps: AppDeps): void {
  const { database, cache } = deps;
  // launchDetail is read per sponsor (never cached); the fundraiser pages are, so drop them too.
  const shown = () => cache.invalidate(CACHE_SCOPES.togethers);

  admin.get('/projects/:id/together-settings', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return togetherSettingsOf(database.db, id);
  });

  admin.put('/projects/:id/together-settings', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZTogetherSettingsWrite, request.body);
    const saved = await saveTogetherSettingsOf(database, auditActorOf(requireStaff(request)), id, input);
    await shown();
    return saved;
  });

  admin.delete('/projects/:id/together-settings', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const saved = await resetTogetherSettingsOf(database, auditActorOf(requireStaff(request)), id);
    await shown();
    return saved;
  });
}
