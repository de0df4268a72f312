const AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';

/**
 * WeChat's web authorisation page for an official account. The parameters must be in this
 * order and the `#wechat_redirect` fragment present, or WeChat shows an error page.
 */
export function officialAccountAuthorizeUrl(appId: string, redirectUri: string, state: string): string {
  const query = [
    `appid=${encodeURIComponent(appId)}`,
    `redirect_uri=${encodeURIComponent(redirectUri)}`,
    'response_type=code',
    'scope=snsapi_userinfo',
    `state=${encodeURIComponent(state)}`,
  ].join('&');
  return `${AUTHORIZE}?${query}#wechat_redirect`;
}
