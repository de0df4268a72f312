import { ZAuthTokenQuery, ZAuthUrlQuery, ZMiddleAuthBody } from '@alma/shared/api/auth';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok } from '../../http/envelope.ts';
import { clientIp } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import {
  checkReturnedState,
  getAuthUrl,
  loginWithMiniOpenId,
  loginWithWechatCode,
  returnPagesOf,
} from './wechat-service.ts';
import { clearedWechatStateCookie, wechatStateCookie, wechatStateOf } from './wechat-state-cookie.ts';

/** The WeChat authorisation calls of spec doc 1 §7; all public. */
export function registerWechatAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps.database;
  const { secrets, wechat } = deps;
  const pages = returnPagesOf(deps.config);

  const secure = deps.config.publicUrl.startsWith('https:');

  app.get(SPEC_PATHS.user.getAuthUrl, async (request, reply) => {
    const { url, scope } = parseInput(ZAuthUrlQuery, request.query);
    const { address, state } = getAuthUrl(wechat, pages, url, scope);
    reply.header('set-cookie', wechatStateCookie(state, secure)).header('cache-control', 'no-store');
    return ok(address);
  });

  app.get(SPEC_PATHS.user.getAuthToken, async (request, reply) => {
    const { code, state } = parseInput(ZAuthTokenQuery, request.query);
    checkReturnedState(wechat, { returned: state, bound: wechatStateOf(request.headers.cookie) });
    const answer = await loginWithWechatCode({ db, secrets, wechat }, code, clientIp(request));
    reply.header('set-cookie', clearedWechatStateCookie(secure));
    return ok(answer);
  });

  app.post(SPEC_PATHS.user.middleAuth, async (request) => {
    const { openId } = parseInput(ZMiddleAuthBody, request.body);
    return ok(await loginWithMiniOpenId({ db, secrets }, openId, clientIp(request)));
  });
}
