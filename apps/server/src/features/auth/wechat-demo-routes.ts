import { ZDemoAuthorizeQuery } from '@alma/shared/api/auth';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { parseInput } from '../../http/validate.ts';
import { DEMO_AUTHORIZE_PATH } from '../../integrations/wechat/demo-wechat-client.ts';
import { demoAuthorizeLocation, demoOpenId, returnPagesOf } from './wechat-service.ts';

/** Remembers the browser's demo WeChat user, so authorising again signs in the same user. */
const OPEN_ID_COOKIE = 'alma_demo_wechat_user';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The demo WeChat client's authorisation page (not a spec call, so unsigned): it agrees at once
 * and sends the browser back with a code, as WeChat does after the user taps "allow". Only
 * served when the demo client is in use.
 */
export function registerWechatDemoRoutes(app: FastifyInstance, { wechat, config }: AppDeps): void {
  const demo = wechat.demo;
  if (!demo) return;
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';

  app.get(DEMO_AUTHORIZE_PATH, async (request, reply) => {
    const query = parseInput(ZDemoAuthorizeQuery, request.query);
    const openId = demoOpenId(demo, cookieValue(request.headers.cookie, OPEN_ID_COOKIE));
    const location = demoAuthorizeLocation(demo, returnPagesOf(config), {
      redirectUri: query.redirect_uri,
      state: query.state,
      openId,
    });
    const cookie = `${OPEN_ID_COOKIE}=${openId}; Path=${DEMO_AUTHORIZE_PATH}; Max-Age=${COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`;
    // A cached redirect would hand an old code to the next visit.
    return reply.header('set-cookie', cookie).header('cache-control', 'no-store').redirect(location, 302);
  });
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}
