import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerCategoryRoutes } from './categories-routes.ts';
import { registerCertificateTemplateRoutes } from './certificate-template-routes.ts';
import { registerProgressRoutes } from './progress-routes.ts';
import { registerProjectRoutes } from './projects-routes.ts';
import { registerPublicityRoutes } from './publicity-routes.ts';
import { registerTogetherSettingsRoutes } from './together-settings-routes.ts';

/**
 * The console's projects area: projects and sub-projects, categories, progress, use publicity,
 * together settings (the pictures those screens upload go through features/files). Every save
 * shows in the donor app at once: each route drops the public-cache scopes its data is read under.
 */
export function registerProjectAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  registerProjectRoutes(admin, deps);
  registerCategoryRoutes(admin, deps);
  registerProgressRoutes(admin, deps);
  registerPublicityRoutes(admin, deps);
  registerTogetherSettingsRoutes(admin, deps);
  registerCertificateTemplateRoutes(admin, deps);
}
