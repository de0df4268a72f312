import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEMO_CODE_TTL_MS, makeDemoWechatClient } from './demo-wechat-client.ts';
import { officialAccountAuthorizeUrl } from './official-account-authorize-url.ts';

const key = randomBytes(32);
const T0 = new Date('2026-03-01T08:00:00Z');
const clientAt = (at: Date, codeKey = key) =>
  makeDemoWechatClient({ appId: 'wxdemo', publicUrl: 'http://localhost:3000/', codeKey, clock: () => at });
const later = (ms: number) => new Date(T0.getTime() + ms);

describe('demo WeChat client', () => {
  const issuer = clientAt(T0);
  const openId = issuer.demo?.newOpenId() ?? '';
  const code = issuer.demo?.issueCode(openId) ?? '';

  it('makes openIds shaped like WeChat’s, a new one each time', () => {
    expect(openId).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    expect(issuer.demo?.newOpenId()).not.toBe(openId);
  });

  it('points its authorisation page at this server', () => {
    const url = new URL(issuer.authorizeUrl('http://localhost:5173/?a=1#/mine', 'abc'));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/wechat-demo/authorize');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:5173/?a=1#/mine');
    expect(url.searchParams.get('state')).toBe('abc');
  });

  it.each([
    ['at once', 0, true],
    ['after 5 minutes exactly', DEMO_CODE_TTL_MS, true],
    ['a millisecond after 5 minutes', DEMO_CODE_TTL_MS + 1, false],
    ['from a clock 30 s ahead', -30_000, true],
    ['from a clock 2 minutes ahead', -120_000, false],
  ])('a code exchanged %s is %s', async (_, age, good) => {
    const profile = await clientAt(later(age)).exchangeOauthCode(code);
    expect(profile).toEqual(good ? { openId, nickname: '微信用户', avatar: '' } : null);
  });

  it('refuses codes signed with another key, altered, or made up', async () => {
    const exchanger = clientAt(T0);
    const foreign = clientAt(T0, randomBytes(32)).demo?.issueCode(openId) ?? '';
    const [, issued, nonce, mac] = code.split('.');
    const altered = [`o${'Z'.repeat(27)}`, issued, nonce, mac].join('.');
    for (const bad of [foreign, altered, `${code}.x`, code.slice(0, -1), '', 'abc', '....']) {
      expect(await exchanger.exchangeOauthCode(bad)).toBeNull();
    }
    expect(await exchanger.exchangeOauthCode(code)).not.toBeNull();
  });

  it('issues a different code each time for the same user', () => {
    expect(issuer.demo?.issueCode(openId)).not.toBe(code);
  });
});

describe('officialAccountAuthorizeUrl', () => {
  it.each(['snsapi_base', 'snsapi_userinfo'] as const)(
    'is WeChat’s %s address with the page encoded and #wechat_redirect last',
    (scope) => {
      expect(
        officialAccountAuthorizeUrl(
          'wx1234567890abcdef',
          'https://give.example.edu.cn/?a=1#/mine',
          'st4te',
          scope,
        ),
      ).toBe(
        'https://open.weixin.qq.com/connect/oauth2/authorize?appid=wx1234567890abcdef' +
          '&redirect_uri=https%3A%2F%2Fgive.example.edu.cn%2F%3Fa%3D1%23%2Fmine' +
          `&response_type=code&scope=${scope}&state=st4te#wechat_redirect`,
      );
    },
  );

  it('goes to another base when one is given (a local fake of WeChat)', () => {
    expect(
      officialAccountAuthorizeUrl('wx1', 'http://127.0.0.1:9/', 's', 'snsapi_base', 'http://127.0.0.1:4000/'),
    ).toBe(
      'http://127.0.0.1:4000/connect/oauth2/authorize?appid=wx1&redirect_uri=http%3A%2F%2F127.0.0.1%3A9%2F' +
        '&response_type=code&scope=snsapi_base&state=s#wechat_redirect',
    );
  });
});
