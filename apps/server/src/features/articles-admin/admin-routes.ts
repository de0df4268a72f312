import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { registerArticleRoutes } from './articles-routes.ts';
import { registerArticleCategoryRoutes } from './categories-routes.ts';

/**
 * The console's articles area (文章管理): categories and the articles in them. Every save shows in
 * the donor app's article lists at once (the public cache's articles scope is dropped).
 */
export function registerArticleAdminRoutes(admin: FastifyInstance, deps: AppDeps): void {
  registerArticleCategoryRoutes(admin, deps);
  registerArticleRoutes(admin, deps);
}
