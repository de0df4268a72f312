import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { ZInsertTogetherBody, ZLaunchDetailQuery, ZTogetherIdQuery } from '@alma/shared/api/together';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok, okMessage } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { parseInput } from '../../http/validate.ts';
import { cancelTogether, getLaunchDetail, getTogetherDetail, launchTogether } from './service.ts';

const signedIn = { config: { auth: 'required' as const } };

function requireUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new Error('auth hook let an anonymous request through');
  return request.userId;
}

/** Group fundraising (spec doc 2 §2.7, §7). */
export function registerTogetherRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;

  app.get(SPEC_PATHS.together.launchDetail, signedIn, async (request) => {
    const { itemsId } = parseInput(ZLaunchDetailQuery, request.query);
    return ok(await getLaunchDetail(db, itemsId, requireUserId(request), request.language));
  });

  app.post(SPEC_PATHS.together.insertTogether, signedIn, async (request) => {
    const body = parseInput(ZInsertTogetherBody, request.body);
    const created = await launchTogether(db, requireUserId(request), body);
    // The project's together tab lists it from now on.
    await deps.cache.invalidate(CACHE_SCOPES.togethers);
    return okMessage(request.language, 'together.launched', created);
  });

  // Public (a share link), but whether the caller is the sponsor differs per caller: never cached.
  app.get(SPEC_PATHS.together.togetherDetail, { config: { auth: 'optional' } }, async (request) => {
    const { id } = parseInput(ZTogetherIdQuery, request.query);
    return ok(await getTogetherDetail(db, id, request.userId, request.language));
  });

  app.get(SPEC_PATHS.together.delete, signedIn, async (request) => {
    const { id } = parseInput(ZTogetherIdQuery, request.query);
    await cancelTogether(db, id, requireUserId(request));
    await deps.cache.invalidate(CACHE_SCOPES.togethers);
    return okMessage(request.language, 'together.cancelled', null);
  });
}
