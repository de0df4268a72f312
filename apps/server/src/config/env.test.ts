import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, ALMA_DEMO: true, PUBLIC_CACHE_TTL: 5, TRUST_PROXY: false });
    // <repo>/data, wherever npm runs the server from.
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../../data'));
    expect(config.webDist).toBe(path.resolve(import.meta.dirname, '../../../web/dist'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ ALMA_DEMO: 'yes' }, 'ALMA_DEMO'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY'],
  ])('refuses %j, naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('wants all of the WeChat Pay settings or none, and a 32-byte APIv3 key', () => {
    expect(() => loadConfig({ WECHAT_PAY_MCH_ID: '1900000109' })).toThrow(
      /WECHAT_PAY_SERIAL_NO: required[\s\S]*WECHAT_PAY_PRIVATE_KEY_FILE[\s\S]*WECHAT_PAY_API_V3_KEY[\s\S]*WECHAT_PAY_PLATFORM_CERT_FILE/,
    );
    const whole = {
      WECHAT_PAY_MCH_ID: '1900000109',
      WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHAT_PAY_PRIVATE_KEY_FILE: '/etc/alma/apiclient_key.pem',
      WECHAT_PAY_API_V3_KEY: 'a'.repeat(32),
      WECHAT_PAY_PLATFORM_CERT_FILE: '/etc/alma/wechatpay.pem',
    };
    expect(loadConfig(whole).WECHAT_PAY_MCH_ID).toBe('1900000109');
    expect(() => loadConfig({ ...whole, WECHAT_PAY_API_V3_KEY: 'a'.repeat(31) })).toThrow(
      'WECHAT_PAY_API_V3_KEY',
    );
  });

  it("wants all of the Alipay settings or none, and defaults the gateway to Alipay's", () => {
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021000000000001' })).toThrow('ALIPAY_PRIVATE_KEY_FILE');
    expect(() => loadConfig({ ALIPAY_PUBLIC_KEY_FILE: '/etc/alma/alipay.pem' })).toThrow('ALIPAY_APP_ID');
    const whole = {
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY_FILE: '/etc/alma/app_private_key.pem',
      ALIPAY_PUBLIC_KEY_FILE: '/etc/alma/alipay_public_key.pem',
    };
    expect(loadConfig(whole).ALIPAY_GATEWAY_URL).toBe('https://openapi.alipay.com/gateway.do');
    expect(loadConfig({}).ALIPAY_APP_ID).toBeUndefined();
    expect(() => loadConfig({ ...whole, ALIPAY_GATEWAY_URL: 'not a url' })).toThrow('ALIPAY_GATEWAY_URL');
  });

  it.each([
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['true', 1],
    ['2', 2],
    ['127.0.0.1, 10.0.0.0/8', ['127.0.0.1', '10.0.0.0/8']],
    ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%j as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['nonsense', '10.0.0.0/99', '10.0.0.0/8,', '::/129', '10.0.0.1/8/8', '-1'])(
    'refuses TRUST_PROXY=%j, naming it',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY: .*neither a number of proxy hops/,
      );
    },
  );

  it('reads ALMA_DEMO=0 as off and a DATABASE_URL as given', () => {
    const config = loadConfig({ ALMA_DEMO: '0', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/alma' });
    expect(config.ALMA_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/alma');
  });
});
