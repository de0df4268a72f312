import { ZAdminDonationFormInput } from '@alma/shared/admin-api/donation-form';
import { zId } from '@alma/shared/api/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireStaff } from '../../admin-api/staff-context.ts';
import type { AppDeps } from '../../app-deps.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { auditActorOf } from '../staff/service.ts';
import { getAdminForm, saveAdminForm } from './admin-service.ts';

const ZIdParams = z.object({ id: zId });

/** The donation form builder's reads and saves; a save shows on the donor's form at once. */
export function registerFormAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  admin.get('/projects/:id/form', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    return getAdminForm(deps.database, id);
  });

  admin.put('/projects/:id/form', async (request) => {
    const { id } = parseInput(ZIdParams, request.params);
    const input = parseInput(ZAdminDonationFormInput, request.body);
    const saved = await saveAdminForm(deps.database, auditActorOf(requireStaff(request)), id, input);
    await deps.cache.invalidate(CACHE_SCOPES.itemConfig);
    return saved;
  });
}
