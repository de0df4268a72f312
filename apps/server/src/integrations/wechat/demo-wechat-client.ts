import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isWechatOpenId } from '@alma/shared/api/auth';
import { PLATFORM_DEFAULT_NICKNAME } from '@alma/shared/validation/display';
import type { Secrets } from '../../security/secrets.ts';
import type { WechatClient, WechatProfile } from './wechat-client.ts';

/** The local page that plays WeChat's authorisation page (features/auth/wechat-demo-routes.ts). */
export const DEMO_AUTHORIZE_PATH = '/wechat-demo/authorize';
/** WeChat's authorisation codes live 5 minutes; the demo's do too. */
export const DEMO_CODE_TTL_MS = 5 * 60 * 1000;
/** A code issued by another instance whose clock runs slightly ahead is still good. */
const CLOCK_SKEW_MS = 60 * 1000;

export type DemoWechatOptions = {
  appId: string;
  /** Where this server is reached; the demo authorisation page lives there. */
  publicUrl: string;
  /** Signs the codes, so that only codes this server issued are accepted (see demoCodeKey). */
  codeKey: Buffer;
  clock?: () => Date;
};

export function demoCodeKey(secrets: Secrets): Buffer {
  return secrets.deriveKey('wechat-demo-oauth-code');
}

/**
 * A local stand-in for WeChat, so the whole WeChat flow runs on a laptop with no internet: a
 * stable JS-SDK ticket per app id (signatures are still computed by the real algorithm), and an
 * authorisation page of our own whose codes are HMAC-signed `openId.issuedAt.nonce.mac`, so a
 * forged or altered code is refused and any instance sharing the secret accepts them. Like
 * WeChat's, a code expires after 5 minutes; unlike WeChat's it may be used more than once.
 */
export function makeDemoWechatClient({
  appId,
  publicUrl,
  codeKey,
  clock = () => new Date(),
}: DemoWechatOptions): WechatClient {
  const ticket = `demo-${createHash('sha256').update(appId).digest('hex').slice(0, 40)}`;
  const mac = (body: string) => createHmac('sha256', codeKey).update(body).digest();
  const authorizePage = `${publicUrl.replace(/\/+$/, '')}${DEMO_AUTHORIZE_PATH}`;

  function openIdOf(code: string): string | null {
    const parts = code.split('.');
    if (parts.length !== 4) return null;
    const [openId = '', issued = '', nonce = '', signature = ''] = parts;
    const expected = mac(`${openId}.${issued}.${nonce}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const age = clock().getTime() - Number.parseInt(issued, 36);
    if (!(age <= DEMO_CODE_TTL_MS && age >= -CLOCK_SKEW_MS)) return null;
    return isWechatOpenId(openId) ? openId : null;
  }

  return {
    appId,
    async getJsapiTicket() {
      return ticket;
    },
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({ redirect_uri: redirectUri, state });
      return `${authorizePage}?${query}`;
    },
    async exchangeOauthCode(code): Promise<WechatProfile | null> {
      const openId = openIdOf(code);
      // WeChat answers its default nickname and no avatar until the user fills in a profile.
      return openId ? { openId, nickname: PLATFORM_DEFAULT_NICKNAME, avatar: '' } : null;
    },
    demo: {
      // Shaped like WeChat's: 'o' and 27 URL-safe characters.
      newOpenId: () => `o${randomBytes(20).toString('base64url')}`,
      issueCode(openId) {
        const body = `${openId}.${clock().getTime().toString(36)}.${randomBytes(6).toString('base64url')}`;
        return `${body}.${mac(body).toString('base64url')}`;
      },
    },
  };
}
