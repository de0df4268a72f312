/**
 * A WeChat user as the official account's web authorisation reports them. With snsapi_base only
 * the openid (and unionid) come back: the nickname is WeChat's default and the avatar empty.
 */
export type WechatProfile = {
  openId: string;
  nickname: string;
  avatar: string;
  /** The person across the foundation's WeChat apps, when they are bound to one open-platform account. */
  unionId?: string;
};

/** snsapi_base asks nothing of the user; snsapi_userinfo shows a consent sheet for nickname and avatar. */
export type WechatOauthScope = 'snsapi_base' | 'snsapi_userinfo';

/** What the server needs from WeChat's official-account API. */
export type WechatClient = {
  appId: string;
  /** The JS-SDK ticket (cached by real implementations for its 7200 s life). */
  getJsapiTicket(): Promise<string>;
  /**
   * Where to send the browser to authorise; it comes back to `redirectUri` with `code` and
   * `state` added to the query.
   */
  authorizeUrl(redirectUri: string, state: string, scope?: WechatOauthScope): string;
  /** The user an authorisation code stands for, or null when the code is bad or expired. */
  exchangeOauthCode(code: string): Promise<WechatProfile | null>;
  /** Only the local stand-in has one: the codes its own authorisation page hands out. */
  demo?: DemoAuthorizer;
};

export type DemoAuthorizer = {
  /** A new demo WeChat user, as if a stranger had opened the page. */
  newOpenId(): string;
  issueCode(openId: string): string;
};
