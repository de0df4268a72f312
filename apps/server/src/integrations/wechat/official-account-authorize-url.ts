import type { WechatOauthScope } from './wechat-client.ts';

export const WECHAT_OPEN_BASE = 'https://open.weixin.qq.com';

/**
 * WeChat's web authorisation page for an official account. The parameters must be in this
 * order and the `#wechat_redirect` fragment present, or WeChat shows an error page.
 */
export function officialAccountAuthorizeUrl(
  appId: string,
  redirectUri: string,
  state: string,
  scope: WechatOauthScope,
  openBase: string = WECHAT_OPEN_BASE,
): string {
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    `scope=${scope}`,
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${openBase.replace(/\/+$/, '')}/connect/oauth2/authorize?${query}#wechat_redirect`;
}
