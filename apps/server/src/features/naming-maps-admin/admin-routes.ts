import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';

/** Issue 14, campaign maps: being built (the list answers empty until then). */
export function registerNamingMapAdminRoutes(admin: FastifyInstance, _deps: AppDeps): void {
  admin.get('/naming-maps', async () => ({ rows: [], total: 0 }));
}
