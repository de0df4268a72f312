/** What the server needs from WeChat's official-account API. */
export type WechatClient = {
  appId: string;
  /** The JS-SDK ticket (cached by real implementations for its 7200 s life). */
  getJsapiTicket(): Promise<string>;
};
