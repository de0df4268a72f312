/**
 * WeChat's JS-SDK (doc 1 §4 "Sharing"), loaded by the donor app only inside the WeChat browser,
 * from WeChat's own address as WeChat asks; the donor page's CSP allows its origin. Tests serve a
 * local stand-in at this address (never the real CDN).
 */
export const WECHAT_JS_SDK_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
