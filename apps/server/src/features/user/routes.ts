import { ZWechatShareQuery } from '@alma/shared/api/site';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { ZAwardDetailQuery, ZUpdateUserBody } from '@alma/shared/api/user-center';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok, okMessage } from '../../http/envelope.ts';
import { CACHE_SCOPES } from '../../http/public-cache.ts';
import { requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { getAward, listAwards } from './award-service.ts';
import { getUserCenter, updateUser } from './service.ts';
import { signSharePage } from './wechat-share.ts';

const signedIn = { auth: 'required' } as const;

/** Public lists that show donors' nicknames and avatars (messages, fundraisers, directory). */
const SCOPES_SHOWING_PROFILES = [CACHE_SCOPES.leavewords, CACHE_SCOPES.togethers, CACHE_SCOPES.donations];

export function registerUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const { secrets, storage, wechat, cache } = deps;
  const publicUrl = deps.config.publicUrl;

  app.get(SPEC_PATHS.userCenter.my, { config: signedIn }, async (request) =>
    ok(await getUserCenter({ db, secrets }, requireUserId(request))),
  );

  app.post(SPEC_PATHS.userCenter.updateUser, { config: signedIn }, async (request) => {
    const userId = requireUserId(request);
    const body = parseInput(ZUpdateUserBody, request.body);
    await updateUser({ db, storage, publicUrl }, userId, body);
    await cache.invalidate(...SCOPES_SHOWING_PROFILES);
    return okMessage(request.language, 'user.updated', await getUserCenter({ db, secrets }, userId));
  });

  app.get(SPEC_PATHS.userCenter.awardList, { config: signedIn }, async (request) =>
    ok(await listAwards(db, requireUserId(request), request.language)),
  );

  app.get(SPEC_PATHS.userCenter.awardDetail, { config: signedIn }, async (request) => {
    const { awardId } = parseInput(ZAwardDetailQuery, request.query);
    return ok(await getAward(db, requireUserId(request), awardId, request.language));
  });

  app.get(SPEC_PATHS.user.getWechatShare, { config: signedIn }, async (request) => {
    requireUserId(request);
    const { url } = parseInput(ZWechatShareQuery, request.query);
    return ok(await signSharePage(wechat, publicUrl, url));
  });
}
