import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for WeChat's official-account API and its authorisation page (test and e2e
 * support; listens on 127.0.0.1 only), answering as WeChat documents it:
 * - /connect/oauth2/authorize agrees at once as `nextUser` (or a new user) and sends the browser
 *   back to redirect_uri with `code` and `state`; a code works once (40163 after) and for 5
 *   minutes (40029 after, as for a made-up one);
 * - /sns/oauth2/access_token, /sns/userinfo (48001 for a snsapi_base token);
 * - /cgi-bin/token and /cgi-bin/ticket/getticket, each value living 7200 s; a new access token
 *   leaves the previous one usable for 5 more minutes, then 40001;
 * - a wrong appid is 40013, a wrong secret 40125.
 * Faults (no answer, a 5xx, an errcode) can be queued per path, and the clock moved.
 */

export type FakeWechatUser = { openId: string; unionId?: string; nickname: string; avatar: string };

export type FakeFault =
  | { kind: 'hang' }
  | { kind: 'status'; status: number }
  | { kind: 'errcode'; errcode: number; errmsg: string };

export type FakeWechat = {
  /** Base URL for both WECHAT_API_BASE and WECHAT_OPEN_BASE. */
  url: string;
  appId: string;
  appSecret: string;
  /** Who the authorisation page signs in next (once); a new stranger when unset. */
  nextUser: FakeWechatUser | null;
  /** Access tokens (/cgi-bin/token) and tickets (/cgi-bin/ticket/getticket) handed out. */
  counts: { accessTokens: number; tickets: number; codeExchanges: number };
  /** The jsapi_ticket handed out last, to check a signature with. */
  lastTicket: string | null;
  /** Every request: method and path (no query: it holds secrets). */
  requests: Array<{ path: string; errcode: number | null; status: number }>;
  /** The next request to `path` fails this way (queued, oldest first). */
  fail(path: string, fault: FakeFault): void;
  /** Moves WeChat's clock forward (codes and tokens expire). */
  advance(ms: number): void;
  /** As WeChat when an access token is revoked (e.g. the secret was reset): every one answers 40001. */
  revokeAccessTokens(): void;
  /** A code for `user` as if they had just approved on the authorisation page. */
  issueCode(user: FakeWechatUser, scope?: 'snsapi_base' | 'snsapi_userinfo'): string;
  newUser(options?: { unionId?: string; nickname?: string }): FakeWechatUser;
  close(): Promise<void>;
};

const CODE_TTL_MS = 5 * 60_000;
const TOKEN_TTL_S = 7200;
/** WeChat keeps the previous access token working this long after issuing a new one. */
const OLD_TOKEN_GRACE_MS = 5 * 60_000;

type Answer = { status: number; body?: unknown; location?: string; html?: string };
const refuse = (errcode: number, errmsg: string): Answer => ({ status: 200, body: { errcode, errmsg } });
const ok = (body: Record<string, unknown>): Answer => ({ status: 200, body });
const token = (bytes = 48) => randomBytes(bytes).toString('base64url');

/** Adds code and state before any #hash, as WeChat does (a hash-routed page keeps its route). */
function withCode(redirectUri: string, code: string, state: string): string {
  const at = redirectUri.indexOf('#');
  const [page, hash] = at < 0 ? [redirectUri, ''] : [redirectUri.slice(0, at), redirectUri.slice(at)];
  const separator = page.includes('?') ? '&' : '?';
  return `${page}${separator}code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}${hash}`;
}

export async function startFakeWechat(
  options: { appId?: string; appSecret?: string } = {},
): Promise<FakeWechat> {
  const appId = options.appId ?? `wx${randomBytes(8).toString('hex')}`;
  const appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const codes = new Map<string, { user: FakeWechatUser; scope: string; issuedAt: number; used: boolean }>();
  const oauthTokens = new Map<string, { user: FakeWechatUser; scope: string; expiresAt: number }>();
  const accessTokens = new Map<string, number>();
  const faults = new Map<string, FakeFault[]>();

  const newUser: FakeWechat['newUser'] = (extra = {}) => ({
    openId: `o${randomBytes(20).toString('base64url').slice(0, 27)}`,
    unionId: extra.unionId,
    nickname: extra.nickname ?? '微信昵称',
    avatar: `https://thirdwx.qlogo.cn/mmopen/${token(12)}/132`,
  });

  const issueCode: FakeWechat['issueCode'] = (user, scope = 'snsapi_base') => {
    const code = token(24);
    codes.set(code, { user, scope, issuedAt: now(), used: false });
    return code;
  };

  function credentials(query: URLSearchParams): Answer | null {
    if (query.get('appid') !== appId) return refuse(40013, 'invalid appid');
    if (query.get('secret') !== appSecret) return refuse(40125, 'invalid appsecret');
    return null;
  }

  function accessTokenState(value: string | null): Answer | null {
    const expiresAt = value === null ? undefined : accessTokens.get(value);
    if (expiresAt === undefined)
      return refuse(40001, 'invalid credential, access_token is invalid or not latest');
    if (expiresAt <= now()) return refuse(42001, 'access_token expired');
    return null;
  }

  const routes: Record<string, (query: URLSearchParams) => Answer> = {
    '/connect/oauth2/authorize'(query) {
      const redirectUri = query.get('redirect_uri') ?? '';
      const scope = query.get('scope') ?? '';
      if (query.get('appid') !== appId) return { status: 200, html: '<p>appid 参数错误</p>' };
      if (query.get('response_type') !== 'code' || !['snsapi_base', 'snsapi_userinfo'].includes(scope)) {
        return { status: 200, html: '<p>scope 参数错误或没有 scope 权限</p>' };
      }
      if (!/^https?:\/\//.test(redirectUri)) return { status: 200, html: '<p>redirect_uri 参数错误</p>' };
      const user = fake.nextUser ?? newUser();
      fake.nextUser = null;
      const code = issueCode(user, scope as 'snsapi_base' | 'snsapi_userinfo');
      return { status: 302, location: withCode(redirectUri, code, query.get('state') ?? '') };
    },
    '/sns/oauth2/access_token'(query) {
      fake.counts.codeExchanges += 1;
      const bad = credentials(query);
      if (bad) return bad;
      if (query.get('grant_type') !== 'authorization_code') return refuse(40002, 'invalid grant_type');
      const code = query.get('code') ?? '';
      if (code === '') return refuse(41008, 'missing code');
      const issued = codes.get(code);
      if (!issued || now() - issued.issuedAt > CODE_TTL_MS) return refuse(40029, 'invalid code');
      if (issued.used) return refuse(40163, 'code been used');
      issued.used = true;
      const accessToken = token();
      oauthTokens.set(accessToken, {
        user: issued.user,
        scope: issued.scope,
        expiresAt: now() + TOKEN_TTL_S * 1000,
      });
      return ok({
        access_token: accessToken,
        expires_in: TOKEN_TTL_S,
        refresh_token: token(),
        openid: issued.user.openId,
        scope: issued.scope,
        ...(issued.user.unionId ? { unionid: issued.user.unionId } : {}),
      });
    },
    '/sns/userinfo'(query) {
      const held = oauthTokens.get(query.get('access_token') ?? '');
      if (!held) return refuse(40001, 'invalid credential, access_token is invalid or not latest');
      if (held.expiresAt <= now()) return refuse(42001, 'access_token expired');
      if (held.user.openId !== query.get('openid')) return refuse(40003, 'invalid openid');
      if (held.scope !== 'snsapi_userinfo') return refuse(48001, 'api unauthorized');
      const { user } = held;
      return ok({
        openid: user.openId,
        nickname: user.nickname,
        sex: 0,
        province: '',
        city: '',
        country: '',
        headimgurl: user.avatar,
        privilege: [],
        ...(user.unionId ? { unionid: user.unionId } : {}),
      });
    },
    '/cgi-bin/token'(query) {
      if (query.get('grant_type') !== 'client_credential') return refuse(40002, 'invalid grant_type');
      const bad = credentials(query);
      if (bad) return bad;
      for (const [value, expiresAt] of accessTokens) {
        accessTokens.set(value, Math.min(expiresAt, now() + OLD_TOKEN_GRACE_MS));
      }
      const value = token();
      accessTokens.set(value, now() + TOKEN_TTL_S * 1000);
      fake.counts.accessTokens += 1;
      return ok({ access_token: value, expires_in: TOKEN_TTL_S });
    },
    '/cgi-bin/ticket/getticket'(query) {
      const bad = accessTokenState(query.get('access_token'));
      if (bad) return bad;
      if (query.get('type') !== 'jsapi') return refuse(40097, 'invalid args');
      fake.counts.tickets += 1;
      fake.lastTicket = token(64);
      return ok({ errcode: 0, errmsg: 'ok', ticket: fake.lastTicket, expires_in: TOKEN_TTL_S });
    },
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const fault = faults.get(url.pathname)?.shift();
    const route = routes[url.pathname];
    if (fault?.kind === 'hang') {
      fake.requests.push({ path: url.pathname, errcode: null, status: 0 });
      return; // no answer at all, until the client gives up
    }
    const answer: Answer =
      fault?.kind === 'status'
        ? { status: fault.status, html: '<html><body>502 Bad Gateway</body></html>' }
        : fault?.kind === 'errcode'
          ? refuse(fault.errcode, fault.errmsg)
          : route
            ? route(url.searchParams)
            : { status: 404, html: '<p>404</p>' };
    const errcode = (answer.body as { errcode?: number } | undefined)?.errcode ?? null;
    fake.requests.push({
      path: url.pathname,
      errcode: errcode === 0 ? null : errcode,
      status: answer.status,
    });
    if (answer.location) {
      response.writeHead(302, { location: answer.location, 'cache-control': 'no-store' }).end();
    } else if (answer.html !== undefined) {
      response.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' }).end(answer.html);
    } else {
      // WeChat's API answers JSON with a text/plain content type.
      response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(JSON.stringify(answer.body));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeWechat = {
    url: `http://127.0.0.1:${port}`,
    appId,
    appSecret,
    nextUser: null,
    counts: { accessTokens: 0, tickets: 0, codeExchanges: 0 },
    lastTicket: null,
    requests: [],
    fail(path, fault) {
      faults.set(path, [...(faults.get(path) ?? []), fault]);
    },
    advance(ms) {
      offsetMs += ms;
    },
    revokeAccessTokens() {
      accessTokens.clear();
    },
    issueCode,
    newUser,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
