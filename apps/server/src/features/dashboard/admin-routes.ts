import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { dashboard } from './admin-service.ts';

/** The console's first screen: the same figures for every role (the permission table decides who). */
export function registerDashboardAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  admin.get('/dashboard', async () => dashboard(deps.database.db));
}
