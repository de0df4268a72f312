import { createHash } from 'node:crypto';
import { SYSTEM_APP } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Share = { appId: string; timestamp: number; nonceStr: string; signature: string };
const SHARE = `${SYSTEM_APP}/user/getWechatShare`;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://give.example.edu.cn', WECHAT_APP_ID: 'wx1234567890abcdef' });
  ({ token } = await createUser(t.deps));
});
afterAll(() => t.close());

describe('user/getWechatShare', () => {
  it('signs the page address without its hash by the JS-SDK algorithm', async () => {
    const page = 'https://give.example.edu.cn/?from=timeline&isappinstalled=0';
    const before = Math.floor(Date.now() / 1000);
    const answer = await t.get<Share>(SHARE, { billType: 2, url: `${page}#/subject-detail?id=3` }, { token });
    expect(answer.code).toBe(0);
    const { appId, timestamp, nonceStr, signature } = answer.data;
    expect(appId).toBe('wx1234567890abcdef');
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(nonceStr).toMatch(/^[0-9a-zA-Z]{16,32}$/);
    const ticket = await t.deps.wechat.getJsapiTicket();
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`)
      .digest('hex');
    expect(signature).toBe(expected);
  });

  it('signs localhost pages for development', async () => {
    const answer = await t.get<Share>(SHARE, { billType: 2, url: 'http://localhost:5173/#/mine' }, { token });
    expect(answer.code).toBe(0);
  });

  it('refuses another site’s page and a token-less request', async () => {
    const foreign = await t.get(SHARE, { billType: 2, url: 'https://evil.example/#/x' }, { token });
    expect(foreign).toMatchObject({ code: -1, message: '参数错误：url' });
    const lookalike = await t.get(
      SHARE,
      { billType: 2, url: 'https://give.example.edu.cn.evil.example/' },
      { token },
    );
    expect(lookalike.code).toBe(-1);
    expect((await t.get(SHARE, { billType: 2, url: 'https://give.example.edu.cn/' })).code).toBe(-997);
  });
});
