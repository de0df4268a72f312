import { describe, expect, it } from 'vitest';
import { ZWechatEnv } from './wechat-env.ts';

const issues = (env: Record<string, string>) => {
  const parsed = ZWechatEnv.safeParse(env);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the WeChat settings', () => {
  it('default to the demo stand-in and WeChat’s own addresses', () => {
    expect(ZWechatEnv.parse({})).toMatchObject({
      WECHAT_PROVIDER: 'demo',
      WECHAT_API_BASE: 'https://api.weixin.qq.com',
      WECHAT_OPEN_BASE: 'https://open.weixin.qq.com',
      WECHAT_TIMEOUT_MS: 5000,
    });
  });

  it('official needs the account’s own app id and its secret', () => {
    expect(issues({ WECHAT_PROVIDER: 'official' })).toEqual(['WECHAT_APP_SECRET', 'WECHAT_APP_ID']);
    expect(
      issues({ WECHAT_PROVIDER: 'official', WECHAT_APP_SECRET: 's', WECHAT_APP_ID: 'wx0000000000demo' }),
    ).toEqual(['WECHAT_APP_ID']);
    expect(
      issues({ WECHAT_PROVIDER: 'official', WECHAT_APP_SECRET: 's', WECHAT_APP_ID: 'wx1234567890abcdef' }),
    ).toEqual([]);
    expect(issues({ WECHAT_PROVIDER: 'wechat' })).toEqual(['WECHAT_PROVIDER']);
  });
});
