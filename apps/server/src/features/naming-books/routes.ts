import { ZBookCategoryQuery, ZBookListQuery, ZBookShowQuery } from '@alma/shared/api/naming-books';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { getBookCategories, getBookShowData, getBooks } from './books-service.ts';

/** Book naming reads (doc 4 §7), all public. */
export function registerNamingBookRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  // Categories change only with the catalogue: as cacheable as the project itself.
  app.get(
    SPEC_PATHS.items.bookCategoryList,
    { config: { publicCache: [CACHE_SCOPES.items] } },
    async (request) => {
      return ok(await getBookCategories(db, parseInput(ZBookCategoryQuery, request.query)));
    },
  );

  // Stock moves with every order, and a named copy appears the moment it is paid: never cached.
  app.get(SPEC_PATHS.items.bookList, async (request) => {
    return ok(await getBooks(db, parseInput(ZBookListQuery, request.query)));
  });

  app.get(SPEC_PATHS.items.getBookShowData, async (request) => {
    const { id } = parseInput(ZBookShowQuery, request.query);
    return ok(await getBookShowData(db, id, request.language));
  });
}
