import {
  ZIdQuery,
  ZInsertLeavewordBody,
  ZItemsIdQuery,
  ZItemsListQuery,
  ZItemsTabQuery,
} from '@alma/shared/api/items';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok, okMessage } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { siteFilesOf } from '../site/config-file.ts';
import { getLeavewordTab, postLeaveword } from './leaveword-service.ts';
import { parseDirectoryQuery } from './records-query.ts';
import { getDonateRecordPage, getDonationTotals, getNamedDonors } from './records-service.ts';
import {
  checkDonatePermission,
  getItemDetail,
  getItemsList,
  getItemTypes,
  getSubItemsStatistics,
} from './service.ts';
import { getInstructionTab, getProgressTab, getTogetherTab } from './tabs-service.ts';

const cached = (...scopes: string[]) => ({ config: { publicCache: scopes } });

export function registerItemsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const items = cached(CACHE_SCOPES.items);
  const donations = cached(CACHE_SCOPES.donations);
  const directory = { db, site: siteFilesOf(deps.config) };

  // Staff texts answer in the request's language; the public cache keys answers by it too.
  app.get(SPEC_PATHS.items.typeList, items, async (request) => ok(await getItemTypes(db, request.language)));

  app.get(SPEC_PATHS.items.itemsList, items, async (request) => {
    const query = parseInput(ZItemsListQuery, request.query);
    return ok(await getItemsList(db, query, request.language));
  });

  app.get(SPEC_PATHS.items.itemsDetail, items, async (request) => {
    const { id } = parseInput(ZIdQuery, request.query);
    return ok(await getItemDetail(db, id, request.language));
  });

  app.get(SPEC_PATHS.items.subItemsStatistics, items, async (request) => {
    const { itemsId } = parseInput(ZItemsIdQuery, request.query);
    return ok(await getSubItemsStatistics(db, itemsId, request.language));
  });

  // Per user, so never from the public cache.
  app.get(SPEC_PATHS.items.checkPermission, { config: { auth: 'optional' } }, async (request) => {
    const { itemsId } = parseInput(ZItemsIdQuery, request.query);
    return ok(await checkDonatePermission(db, itemsId, request.userId));
  });

  app.get(SPEC_PATHS.index.donateRecordPage, donations, async (request) => {
    const filter = parseDirectoryQuery(request.query);
    return ok(await getDonateRecordPage(directory, filter, request.language));
  });

  app.get(SPEC_PATHS.index.total, donations, async () => ok(await getDonationTotals(db)));

  for (const path of [SPEC_PATHS.items.donateSeatList, SPEC_PATHS.items.donateBookList]) {
    app.get(path, donations, async (request) => {
      const page = parseInput(ZItemsTabQuery, request.query);
      return ok(await getNamedDonors(directory, page, request.language));
    });
  }

  app.get(SPEC_PATHS.items.togetherList, cached(CACHE_SCOPES.togethers), async (request) => {
    return ok(await getTogetherTab(db, parseInput(ZItemsTabQuery, request.query), request.language));
  });

  app.get(SPEC_PATHS.items.progressList, cached(CACHE_SCOPES.progress), async (request) => {
    return ok(await getProgressTab(db, parseInput(ZItemsTabQuery, request.query)));
  });

  app.get(SPEC_PATHS.items.instructionList, cached(CACHE_SCOPES.progress), async (request) => {
    return ok(await getInstructionTab(db, parseInput(ZItemsTabQuery, request.query)));
  });

  app.get(SPEC_PATHS.items.leavewordList, cached(CACHE_SCOPES.leavewords), async (request) => {
    const page = parseInput(ZItemsTabQuery, request.query);
    return ok(await getLeavewordTab(db, page, request.language));
  });

  app.post(SPEC_PATHS.items.insertLeaveword, { config: { auth: 'required' } }, async (request) => {
    const body = parseInput(ZInsertLeavewordBody, request.body);
    const userId = request.userId;
    if (userId === null) throw new Error('auth hook let an anonymous request through');
    const { published } = await postLeaveword(db, { userId, ...body });
    if (!published) return okMessage(request.language, 'leaveword.pending', null);
    await deps.cache.invalidate(CACHE_SCOPES.leavewords);
    return okMessage(request.language, 'leaveword.posted', null);
  });
}
