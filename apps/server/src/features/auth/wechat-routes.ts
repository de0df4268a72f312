import { ZAuthTokenQuery, ZAuthUrlQuery, ZMiddleAuthBody } from '@alma/shared/api/auth';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { clientIp } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { getAuthUrl, loginWithMiniOpenId, loginWithWechatCode, returnPagesOf } from './wechat-service.ts';

/** The WeChat authorisation calls of spec doc 1 §7; all public. */
export function registerWechatAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const { secrets, wechat } = deps;
  const pages = returnPagesOf(deps.config);

  app.get(SPEC_PATHS.user.getAuthUrl, async (request) => {
    const { url } = parseInput(ZAuthUrlQuery, request.query);
    return ok(getAuthUrl(wechat, pages, url));
  });

  app.get(SPEC_PATHS.user.getAuthToken, async (request) => {
    const { code } = parseInput(ZAuthTokenQuery, request.query);
    return ok(await loginWithWechatCode({ db, secrets, wechat }, code, clientIp(request)));
  });

  app.post(SPEC_PATHS.user.middleAuth, async (request) => {
    const { openId } = parseInput(ZMiddleAuthBody, request.body);
    return ok(await loginWithMiniOpenId({ db, secrets }, openId, clientIp(request)));
  });
}
