import { generateKeyPairSync, type KeyObject, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makeNonce } from './signing.ts';

/**
 * The keys of the fake WeChat Pay (fake-wechat-pay.ts): a merchant's and the platform's RSA pairs
 * with their serials, the API v3 key, and the environment that points a server at them. Test and
 * bench support.
 */
export type FakeKeys = {
  mchId: string;
  appId: string;
  merchant: { privateKey: KeyObject; publicKey: KeyObject; serial: string };
  platform: { privateKey: KeyObject; publicKey: KeyObject; serial: string };
  apiV3Key: string;
};

/** Fresh merchant and platform keys, as a test or bench would need. */
export function makeFakeKeys(): FakeKeys {
  const pair = () => generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serial = () => Array.from({ length: 40 }, () => '0123456789ABCDEF'[randomInt(16)]).join('');
  return {
    mchId: '1900000109',
    appId: 'wx8888888888888888',
    merchant: { ...pair(), serial: serial() },
    platform: { ...pair(), serial: serial() },
    apiV3Key: makeNonce(32),
  };
}

/** Writes the PEM files and answers the environment the server reads them from. */
export function fakeKeysEnv(keys: FakeKeys, dir: string, baseUrl: string): Record<string, string> {
  const privateKeyFile = path.join(dir, 'apiclient_key.pem');
  const platformFile = path.join(dir, 'wechatpay_public_key.pem');
  fs.writeFileSync(privateKeyFile, keys.merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }));
  fs.writeFileSync(platformFile, keys.platform.publicKey.export({ type: 'spki', format: 'pem' }));
  return {
    WECHAT_PAY_MCH_ID: keys.mchId,
    WECHAT_PAY_APP_ID: keys.appId,
    WECHAT_PAY_SERIAL_NO: keys.merchant.serial,
    WECHAT_PAY_PRIVATE_KEY_FILE: privateKeyFile,
    WECHAT_PAY_API_V3_KEY: keys.apiV3Key,
    WECHAT_PAY_PLATFORM_CERT_FILE: platformFile,
    WECHAT_PAY_PLATFORM_SERIAL: keys.platform.serial,
    WECHAT_PAY_BASE_URL: baseUrl,
  };
}
