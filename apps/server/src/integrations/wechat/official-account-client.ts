import { AppError } from '@alma/shared/errors/app-error';
import { PLATFORM_DEFAULT_NICKNAME } from '@alma/shared/validation/display';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { officialAccountAuthorizeUrl, WECHAT_OPEN_BASE } from './official-account-authorize-url.ts';
import {
  callWechat,
  field,
  lifetimeOf,
  STALE_ACCESS_TOKEN_CODES,
  WechatApiError,
  type WechatFetch,
} from './wechat-api-call.ts';
import type { WechatClient, WechatProfile } from './wechat-client.ts';
import { makeWechatTokenCache } from './wechat-token-cache.ts';

export const WECHAT_API_BASE = 'https://api.weixin.qq.com';

/**
 * Codes WeChat answers for an authorisation code the user cannot use any more: 40029 invalid
 * (made up, expired after 5 minutes, or of another app), 40163 already used, 41008 missing.
 */
const REFUSED_CODE_ERRCODES: ReadonlySet<number> = new Set([40029, 40163, 41008]);

export type OfficialAccountOptions = {
  appId: string;
  appSecret: string;
  db: Db;
  secrets: Secrets;
  apiBase?: string;
  openBase?: string;
  /** Per call to WeChat; a donor waiting on a login should not wait longer. */
  timeoutMs?: number;
  fetch?: WechatFetch;
  clock?: () => Date;
  /** Why WeChat failed (call, errcode, HTTP status): never a code, token, openid or secret. */
  onError?: (message: string) => void;
};

/**
 * A WeChat official account (服务号) for real: web authorisation (OAuth 2.0, snsapi_base unless
 * the page needs the nickname and avatar) and the JS-SDK ticket. The access token and the ticket
 * live in the database, shared by every instance (wechat-token-cache.ts).
 */
export function makeOfficialAccountClient(options: OfficialAccountOptions): WechatClient {
  const { appId, appSecret } = options;
  const api = {
    base: options.apiBase ?? WECHAT_API_BASE,
    timeoutMs: options.timeoutMs ?? 5000,
    fetch: options.fetch,
  };
  const cache = makeWechatTokenCache({
    db: options.db,
    secrets: options.secrets,
    appId,
    clock: options.clock,
  });

  /** WeChat failed us: logged for the operator, said plainly to the donor. */
  function unavailable(cause: unknown): AppError {
    options.onError?.(cause instanceof Error ? cause.message : String(cause));
    const error = new AppError('INTERNAL', 'wechat.unavailable');
    error.cause = cause;
    return error;
  }

  async function fetchAccessToken() {
    const call = '/cgi-bin/token';
    const body = await callWechat(api, call, {
      grant_type: 'client_credential',
      appid: appId,
      secret: appSecret,
    });
    return { value: field(call, body, 'access_token'), expiresInS: lifetimeOf(body) };
  }

  /** Runs `use` with the shared access token; once more with a new one if WeChat says it went stale. */
  async function withAccessToken<T>(use: (token: string) => Promise<T>): Promise<T> {
    const token = await cache.get('access_token', fetchAccessToken);
    try {
      return await use(token);
    } catch (error) {
      if (
        !(
          error instanceof WechatApiError &&
          error.errcode !== null &&
          STALE_ACCESS_TOKEN_CODES.has(error.errcode)
        )
      ) {
        throw error;
      }
      await cache.invalidate('access_token', token);
      return use(await cache.get('access_token', fetchAccessToken));
    }
  }

  async function fetchTicket() {
    const call = '/cgi-bin/ticket/getticket';
    const body = await withAccessToken((token) =>
      callWechat(api, call, { access_token: token, type: 'jsapi' }),
    );
    return { value: field(call, body, 'ticket'), expiresInS: lifetimeOf(body) };
  }

  /** snsapi_userinfo only: the nickname and avatar. The code is spent already, so a failure here keeps the login. */
  async function userinfo(accessToken: string, openId: string) {
    try {
      const body = await callWechat(api, '/sns/userinfo', {
        access_token: accessToken,
        openid: openId,
        lang: 'zh_CN',
      });
      return {
        nickname: typeof body.nickname === 'string' ? body.nickname : PLATFORM_DEFAULT_NICKNAME,
        avatar: typeof body.headimgurl === 'string' ? body.headimgurl : '',
        unionId: typeof body.unionid === 'string' && body.unionid !== '' ? body.unionid : undefined,
      };
    } catch (error) {
      options.onError?.(error instanceof Error ? error.message : String(error));
      return null;
    }
  }

  return {
    appId,

    async getJsapiTicket() {
      try {
        return await cache.get('jsapi_ticket', fetchTicket);
      } catch (error) {
        throw unavailable(error);
      }
    },

    authorizeUrl(redirectUri, state, scope = 'snsapi_base') {
      return officialAccountAuthorizeUrl(
        appId,
        redirectUri,
        state,
        scope,
        options.openBase ?? WECHAT_OPEN_BASE,
      );
    },

    async exchangeOauthCode(code): Promise<WechatProfile | null> {
      const call = '/sns/oauth2/access_token';
      let body: Record<string, unknown>;
      try {
        body = await callWechat(api, call, {
          appid: appId,
          secret: appSecret,
          code,
          grant_type: 'authorization_code',
        });
      } catch (error) {
        if (
          error instanceof WechatApiError &&
          error.errcode !== null &&
          REFUSED_CODE_ERRCODES.has(error.errcode)
        ) {
          return null;
        }
        throw unavailable(error);
      }
      let openId: string;
      try {
        openId = field(call, body, 'openid');
      } catch (error) {
        throw unavailable(error);
      }
      const unionId = typeof body.unionid === 'string' && body.unionid !== '' ? body.unionid : undefined;
      const scopes = String(body.scope ?? '').split(',');
      const profile: WechatProfile = { openId, nickname: PLATFORM_DEFAULT_NICKNAME, avatar: '', unionId };
      if (!scopes.includes('snsapi_userinfo') || typeof body.access_token !== 'string') return profile;
      const more = await userinfo(body.access_token, openId);
      return more ? { ...profile, ...more, unionId: more.unionId ?? unionId } : profile;
    },
  };
}
