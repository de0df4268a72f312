import { createPrivateKey } from 'node:crypto';
import fs from 'node:fs';
import type { AppConfig } from '../../../config/env.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { parsePayProviderMap } from '../provider-registry.ts';
import { makeWechatPayProvider, WECHAT_PAY_PROVIDER, type WechatPayOptions } from './provider.ts';
import { readPlatformKey } from './signing.ts';

type WechatPayEnv = Pick<
  AppConfig,
  | 'WECHAT_APP_ID'
  | 'WECHAT_PAY_MCH_ID'
  | 'WECHAT_PAY_APP_ID'
  | 'WECHAT_PAY_SERIAL_NO'
  | 'WECHAT_PAY_PRIVATE_KEY_FILE'
  | 'WECHAT_PAY_API_V3_KEY'
  | 'WECHAT_PAY_PLATFORM_CERT_FILE'
  | 'WECHAT_PAY_PLATFORM_SERIAL'
  | 'WECHAT_PAY_BASE_URL'
  | 'publicUrl'
>;

function readPem(name: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read '${file}' (${(error as Error).message})`);
  }
}

/**
 * The wechat-pay provider's options from the environment, with its keys read and checked now,
 * so a wrong file stops the server at start-up rather than at the first donation. Null when
 * WeChat Pay is not configured (env.ts already insists on all of its settings or none).
 */
export function wechatPayOptionsFrom(env: WechatPayEnv): WechatPayOptions | null {
  const { WECHAT_PAY_MCH_ID: mchId, WECHAT_PAY_SERIAL_NO: serialNo, WECHAT_PAY_API_V3_KEY: apiV3Key } = env;
  const privateKeyFile = env.WECHAT_PAY_PRIVATE_KEY_FILE;
  const platformFile = env.WECHAT_PAY_PLATFORM_CERT_FILE;
  if (!mchId || !serialNo || !apiV3Key || !privateKeyFile || !platformFile) return null;

  let privateKey: ReturnType<typeof createPrivateKey>;
  try {
    privateKey = createPrivateKey(readPem('WECHAT_PAY_PRIVATE_KEY_FILE', privateKeyFile));
  } catch (error) {
    throw new Error(`WECHAT_PAY_PRIVATE_KEY_FILE: not a PEM private key (${(error as Error).message})`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error('WECHAT_PAY_PRIVATE_KEY_FILE: not an RSA key');

  let platform: ReturnType<typeof readPlatformKey>;
  try {
    platform = readPlatformKey(readPem('WECHAT_PAY_PLATFORM_CERT_FILE', platformFile));
  } catch (error) {
    throw new Error(
      `WECHAT_PAY_PLATFORM_CERT_FILE: not a PEM certificate or public key (${(error as Error).message})`,
    );
  }
  if (platform.publicKey.asymmetricKeyType !== 'rsa') {
    throw new Error('WECHAT_PAY_PLATFORM_CERT_FILE: not an RSA key');
  }
  const platformSerial = env.WECHAT_PAY_PLATFORM_SERIAL ?? platform.certificateSerial;
  if (!platformSerial) {
    throw new Error('WECHAT_PAY_PLATFORM_SERIAL: required with a public key (a certificate carries its own)');
  }
  if (platform.certificateSerial && !sameSerial(platform.certificateSerial, platformSerial)) {
    throw new Error(
      `WECHAT_PAY_PLATFORM_SERIAL: '${platformSerial}' is not the certificate's serial '${platform.certificateSerial}'`,
    );
  }
  return {
    mchId,
    serialNo: serialNo.toUpperCase(),
    privateKey,
    platformPublicKey: platform.publicKey,
    platformSerial,
    baseUrl: env.WECHAT_PAY_BASE_URL,
    appId: env.WECHAT_PAY_APP_ID ?? env.WECHAT_APP_ID,
    apiV3Key: Buffer.from(apiV3Key, 'utf8'),
    publicUrl: env.publicUrl,
  };
}

/** Serials are hex; one tool prints leading zeros and lower case where another does not. */
function sameSerial(a: string, b: string): boolean {
  const normal = (serial: string) => serial.toUpperCase().replace(/^0+/, '');
  return normal(a) === normal(b);
}

/**
 * The wechat-pay provider when it is configured (none otherwise), failing at start-up when
 * PAY_PROVIDERS asks for it without its settings.
 */
export function configuredWechatPay(
  env: WechatPayEnv & Pick<AppConfig, 'PAY_PROVIDERS' | 'ALMA_DEMO'>,
): PaymentProvider[] {
  const options = wechatPayOptionsFrom(env);
  if (!options) {
    const wanted = [...parsePayProviderMap(env.PAY_PROVIDERS, env.ALMA_DEMO).values()].includes(
      WECHAT_PAY_PROVIDER,
    );
    if (wanted) {
      throw new Error(
        `PAY_PROVIDERS names ${WECHAT_PAY_PROVIDER}, but WeChat Pay is not configured: set ${WECHAT_PAY_REQUIRED_ENV}`,
      );
    }
    return [];
  }
  return [
    makeWechatPayProvider({
      ...options,
      // Why a donor saw "try again later": the status and WeChat Pay's code, no personal data.
      onPrepayError: (error) => console.warn(`[wechat-pay] prepay failed: ${String(error)}`),
    }),
  ];
}

const WECHAT_PAY_REQUIRED_ENV =
  'WECHAT_PAY_MCH_ID, WECHAT_PAY_SERIAL_NO, WECHAT_PAY_PRIVATE_KEY_FILE, WECHAT_PAY_API_V3_KEY and WECHAT_PAY_PLATFORM_CERT_FILE';
