import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** Issue 14, live holds: being built (the list answers empty until then). */
export function registerNamingFulfilmentAdminRoutes(admin: FastifyInstance, _deps: AppDeps): void {
  admin.get('/naming-holds', async () => ({ rows: [], total: 0 }));
}
