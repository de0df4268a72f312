import { ZMobileLoginBody, ZPassLoginBody, ZSmsCodeBody } from '@alma/shared/api/auth';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { ok, okMessage } from '../../http/envelope.ts';
import { clientIp, requireUserId } from '../../http/request-context.ts';
import { parseInput } from '../../http/validate.ts';
import { tokenFromHeader } from '../../security/tokens.ts';
import { endSession, refreshToken } from '../sessions/service.ts';
import { registerBindMobileRoutes } from './bind-mobile-routes.ts';
import { getBaseInfo, loginWithCode, loginWithPassword, sendLoginCode } from './service.ts';
import { registerWechatDemoRoutes } from './wechat-demo-routes.ts';
import { registerWechatAuthRoutes } from './wechat-routes.ts';

const signedIn = { auth: 'required' } as const;

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { database, secrets, sms } = deps;
  const { db } = database;
  registerWechatAuthRoutes(app, deps);
  registerWechatDemoRoutes(app, deps);
  registerBindMobileRoutes(app, deps);

  app.post(SPEC_PATHS.user.passLogin, async (request) => {
    const body = parseInput(ZPassLoginBody, request.body);
    return ok(await loginWithPassword({ db, secrets }, body, clientIp(request)));
  });

  app.post(SPEC_PATHS.user.getSmsCode, async (request) => {
    const { mobile } = parseInput(ZSmsCodeBody, request.body);
    await sendLoginCode({ db, secrets, sms }, mobile, clientIp(request));
    return okMessage(request.language, 'auth.codeSent', null);
  });

  app.post(SPEC_PATHS.user.mobileLogin, async (request) => {
    const body = parseInput(ZMobileLoginBody, request.body);
    return ok(await loginWithCode({ db, secrets }, body));
  });

  app.get(SPEC_PATHS.system.tokenRefresh, { config: signedIn }, async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw new AppError('LOGIN_REQUIRED', 'error.loginRequired');
    return ok(await refreshToken(db, token));
  });

  // The spec has no logout; the client used only to forget its token, which stayed valid for 30
  // days wherever a copy of it was. Answers success whatever the token, so logging out never fails.
  app.post(SPEC_PATHS.system.tokenLogout, async (request) => {
    const token = tokenFromHeader(request.headers.authorization);
    if (token) await endSession(db, token);
    return ok(null);
  });

  app.get(SPEC_PATHS.user.baseInfo, { config: signedIn }, async (request) =>
    ok(await getBaseInfo(db, secrets, requireUserId(request))),
  );
}
