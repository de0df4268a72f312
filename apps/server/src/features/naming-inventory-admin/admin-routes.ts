import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerBookAdminRoutes } from './book-routes.ts';
import { registerNameplateAdminRoutes } from './nameplate-routes.ts';
import { registerSeatAreaAdminRoutes } from './seat-area-routes.ts';

/**
 * 座位与书目 (issue 14): a naming project's seat areas and grids, prices per term, books and stock,
 * and its nameplate template. Every write is audited in its own transaction and then drops the
 * public cache's items scope: areaList, nameplateExample, getNameplateDetailConfig and
 * bookCategoryList are cached under it, and donors must see a change at once (seatList and
 * bookList are read live).
 */
export function registerNamingInventoryAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  registerSeatAreaAdminRoutes(admin, deps);
  registerBookAdminRoutes(admin, deps);
  registerNameplateAdminRoutes(admin, deps);
}
