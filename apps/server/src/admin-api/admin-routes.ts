import { ZAuditQuery } from '@alma/shared/admin-api/audit';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { auditPage } from '../audit/audit-service.ts';
import { registerAgreementAdminRoutes } from '../features/agreements/admin-routes.ts';
import { registerArticleAdminRoutes } from '../features/articles-admin/admin-routes.ts';
import { registerAwardAdminRoutes } from '../features/awards-admin/admin-routes.ts';
import { registerDashboardAdminRoutes } from '../features/dashboard/admin-routes.ts';
import { registerDonorAdminRoutes } from '../features/donors-admin/admin-routes.ts';
import { registerFileAdminRoutes } from '../features/files/admin-routes.ts';
import { registerFormAdminRoutes } from '../features/forms-admin/admin-routes.ts';
import { registerFulfilmentAdminRoutes } from '../features/fulfilment-admin/admin-routes.ts';
import { registerGivingDayAdminRoutes } from '../features/giving-days/admin-routes.ts';
import { registerHomeAdminRoutes } from '../features/home-admin/admin-routes.ts';
import { registerJobAdminRoutes } from '../features/jobs-admin/admin-routes.ts';
import { registerMessageAdminRoutes } from '../features/messages-admin/admin-routes.ts';
import { registerNamingFulfilmentAdminRoutes } from '../features/naming-fulfilment-admin/admin-routes.ts';
import { registerNamingInventoryAdminRoutes } from '../features/naming-inventory-admin/admin-routes.ts';
import { registerNamingMapAdminRoutes } from '../features/naming-maps-admin/admin-routes.ts';
import { registerOfflineGiftAdminRoutes } from '../features/offline-gifts-admin/admin-routes.ts';
import { registerOrderAdminRoutes } from '../features/orders-admin/admin-routes.ts';
import { registerProjectAdminRoutes } from '../features/projects-admin/admin-routes.ts';
import { registerReconciliationAdminRoutes } from '../features/reconciliation-admin/admin-routes.ts';
import { registerReportAdminRoutes } from '../features/reports-admin/admin-routes.ts';
import { registerSavedFilterAdminRoutes } from '../features/saved-filters-admin/admin-routes.ts';
import { registerSettingsAdminRoutes } from '../features/settings-admin/admin-routes.ts';
import { registerStaffAdminRoutes } from '../features/staff/admin-routes.ts';
import { parseInput } from '../http/validate.ts';

/** Every area's admin routes; each is allowed only if ADMIN_PERMISSIONS names it (see plugin.ts). */
export function registerAdminRoutes(admin: FastifyInstance, deps: AppDeps, csrfKey: Buffer): void {
  registerStaffAdminRoutes(admin, deps, csrfKey);
  registerDashboardAdminRoutes(admin, deps);
  registerMessageAdminRoutes(admin, deps);
  registerFormAdminRoutes(admin, deps);
  registerDonorAdminRoutes(admin, deps);
  registerProjectAdminRoutes(admin, deps);
  registerFileAdminRoutes(admin, deps);
  registerHomeAdminRoutes(admin, deps);
  registerOrderAdminRoutes(admin, deps);
  registerSettingsAdminRoutes(admin, deps);
  registerFulfilmentAdminRoutes(admin, deps);
  registerJobAdminRoutes(admin, deps);
  registerArticleAdminRoutes(admin, deps);
  registerAwardAdminRoutes(admin, deps);
  registerNamingMapAdminRoutes(admin, deps);
  registerNamingInventoryAdminRoutes(admin, deps);
  registerNamingFulfilmentAdminRoutes(admin, deps);
  registerOfflineGiftAdminRoutes(admin, deps);
  registerAgreementAdminRoutes(admin, deps);
  registerReportAdminRoutes(admin, deps);
  registerReconciliationAdminRoutes(admin, deps);
  registerSavedFilterAdminRoutes(admin, deps);
  registerGivingDayAdminRoutes(admin, deps);

  admin.get('/audit', async (request) => auditPage(deps.database.db, parseInput(ZAuditQuery, request.query)));
}
