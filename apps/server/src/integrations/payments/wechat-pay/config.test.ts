import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.ts';
import { configuredWechatPay, wechatPayOptionsFrom } from './config.ts';
import { fakeKeysEnv, makeFakeKeys } from './fake-wechat-pay-keys.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alma-wechat-pay-config-'));
const keys = makeFakeKeys();
const env = fakeKeysEnv(keys, dir, 'http://127.0.0.1:1');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const config = (extra: Record<string, string | undefined> = {}) =>
  loadConfig({ ALMA_DEMO: '0', PUBLIC_URL: 'https://alma.example.edu', ...env, ...extra });

describe('WeChat Pay configuration', () => {
  it('is absent when nothing is set, and then no provider is made', () => {
    const bare = loadConfig({ ALMA_DEMO: '0' });
    expect(wechatPayOptionsFrom(bare)).toBeNull();
    expect(configuredWechatPay(bare)).toEqual([]);
    expect(bare.WECHAT_PAY_BASE_URL).toBe('https://api.mch.weixin.qq.com');
  });

  it('reads the keys and makes the wechat-pay provider for PAY_PROVIDERS', () => {
    const options = wechatPayOptionsFrom(config());
    expect(options).toMatchObject({
      mchId: keys.mchId,
      appId: keys.appId,
      serialNo: keys.merchant.serial,
      platformSerial: keys.platform.serial,
      baseUrl: 'http://127.0.0.1:1',
      publicUrl: 'https://alma.example.edu',
    });
    expect(options?.privateKey.asymmetricKeyType).toBe('rsa');
    expect(options?.apiV3Key.length).toBe(32);
    const providers = configuredWechatPay(config({ PAY_PROVIDERS: '1:wechat-pay,15:wechat-pay' }));
    expect(providers.map((provider) => provider.name)).toEqual(['wechat-pay']);
  });

  it('takes the app id from WECHAT_APP_ID when WECHAT_PAY_APP_ID is not set', () => {
    const options = wechatPayOptionsFrom(config({ WECHAT_PAY_APP_ID: undefined, WECHAT_APP_ID: 'wx1234' }));
    expect(options?.appId).toBe('wx1234');
  });

  it('stops start-up with a message naming what is wrong', () => {
    const notAKey = path.join(dir, 'not-a-key.pem');
    fs.writeFileSync(notAKey, 'hello');
    const cases: Array<[Record<string, string | undefined>, string]> = [
      [
        { WECHAT_PAY_PRIVATE_KEY_FILE: path.join(dir, 'missing.pem') },
        'WECHAT_PAY_PRIVATE_KEY_FILE: cannot read',
      ],
      [{ WECHAT_PAY_PRIVATE_KEY_FILE: notAKey }, 'WECHAT_PAY_PRIVATE_KEY_FILE: not a PEM private key'],
      [{ WECHAT_PAY_PLATFORM_CERT_FILE: notAKey }, 'WECHAT_PAY_PLATFORM_CERT_FILE: not a PEM'],
      [{ WECHAT_PAY_PLATFORM_SERIAL: undefined }, 'WECHAT_PAY_PLATFORM_SERIAL: required'],
    ];
    for (const [extra, message] of cases) expect(() => wechatPayOptionsFrom(config(extra))).toThrow(message);
  });

  it('refuses PAY_PROVIDERS naming wechat-pay when WeChat Pay is not configured', () => {
    const bare = loadConfig({ ALMA_DEMO: '0', PAY_PROVIDERS: '1:wechat-pay' });
    expect(() => configuredWechatPay(bare)).toThrow(/PAY_PROVIDERS names wechat-pay.*WECHAT_PAY_MCH_ID/);
  });
});
