import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** Issue 14, seat areas: being built (the list answers empty until then). */
export function registerNamingInventoryAdminRoutes(admin: FastifyInstance, _deps: AppDeps): void {
  admin.get('/seat-areas', async () => ({ rows: [], total: 0 }));
}
