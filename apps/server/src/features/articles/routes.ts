import {
  ARTICLE_VIEW_WINDOW_MS,
  ZArticleDetailQuery,
  ZArticleListQuery,
  ZWebArticleDetailQuery,
  ZWebArticleListQuery,
} from '@alma/shared/api/articles';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { getArticleDetail, getArticlePage, getWebArticleDetail, getWebArticlePage } from './service.ts';
import { ViewThrottle } from './view-throttle.ts';

/**
 * The article calls of doc 3 §7, public (no token). The lists come from the public cache (scope
 * `articles`, dropped by the console's saves); a detail never does, as each view is counted.
 */
export function registerArticleRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const listed = { config: { publicCache: [CACHE_SCOPES.articles] } };
  const views = new ViewThrottle({ windowMs: ARTICLE_VIEW_WINDOW_MS });

  app.get(SPEC_PATHS.index.articleList, listed, async (request) => {
    return ok(await getArticlePage(db, parseInput(ZArticleListQuery, request.query)));
  });

  app.get(SPEC_PATHS.webArticle.list, listed, async (request) => {
    return ok(await getWebArticlePage(db, parseInput(ZWebArticleListQuery, request.query)));
  });

  app.get(SPEC_PATHS.index.articleDetail, async (request) => {
    const { id } = parseInput(ZArticleDetailQuery, request.query);
    return ok(await getArticleDetail(db, id, views.shouldCount(request.ip, id)));
  });

  app.get(SPEC_PATHS.webArticle.details, async (request) => {
    const { articleId } = parseInput(ZWebArticleDetailQuery, request.query);
    return ok(await getWebArticleDetail(db, articleId, views.shouldCount(request.ip, articleId)));
  });
}
