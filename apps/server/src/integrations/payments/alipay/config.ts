import type { KeyObject } from 'node:crypto';
import fs from 'node:fs';
import type { AppConfig } from '../../../config/env.ts';
import type { PaymentProvider } from '../payment-provider.ts';
import { parsePayProviderMap } from '../provider-registry.ts';
import { ALIPAY_PROVIDER, type AlipayOptions, makeAlipayProvider } from './provider.ts';
import { readPrivateKey, readPublicKey } from './signing.ts';

type AlipayEnv = Pick<
  AppConfig,
  'ALIPAY_APP_ID' | 'ALIPAY_PRIVATE_KEY_FILE' | 'ALIPAY_PUBLIC_KEY_FILE' | 'ALIPAY_GATEWAY_URL' | 'publicUrl'
>;

const ALIPAY_REQUIRED_ENV = 'ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY_FILE and ALIPAY_PUBLIC_KEY_FILE';

function readKey<T>(name: string, file: string, read: (text: string) => T, what: string): T {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${name}: cannot read '${file}' (${(error as Error).message})`);
  }
  try {
    return read(text);
  } catch (error) {
    throw new Error(`${name}: '${file}' is not ${what} (${(error as Error).message})`);
  }
}

function requireRsa(name: string, key: KeyObject): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`${name}: not an RSA key (RSA2 needs one)`);
  return key;
}

/**
 * The alipay provider's options from the environment, with both keys read and checked now, so a
 * wrong file stops the server at start-up rather than at the first donation. Null when Alipay is
 * not configured (env.ts already insists on all of its settings or none).
 */
export function alipayOptionsFrom(env: AlipayEnv): AlipayOptions | null {
  const {
    ALIPAY_APP_ID: appId,
    ALIPAY_PRIVATE_KEY_FILE: privateFile,
    ALIPAY_PUBLIC_KEY_FILE: publicFile,
  } = env;
  if (!appId || !privateFile || !publicFile) return null;
  const privateKey = readKey(
    'ALIPAY_PRIVATE_KEY_FILE',
    privateFile,
    readPrivateKey,
    'an RSA private key (PKCS#8 or PKCS#1)',
  );
  const alipayPublicKey = readKey('ALIPAY_PUBLIC_KEY_FILE', publicFile, readPublicKey, "Alipay's public key");
  return {
    appId,
    privateKey: requireRsa('ALIPAY_PRIVATE_KEY_FILE', privateKey),
    alipayPublicKey: requireRsa('ALIPAY_PUBLIC_KEY_FILE', alipayPublicKey),
    gatewayUrl: env.ALIPAY_GATEWAY_URL,
    publicUrl: env.publicUrl,
  };
}

/**
 * The alipay provider when it is configured (none otherwise), failing at start-up when
 * PAY_PROVIDERS asks for it without its settings.
 */
export function configuredAlipay(
  env: AlipayEnv & Pick<AppConfig, 'PAY_PROVIDERS' | 'ALMA_DEMO'>,
): PaymentProvider[] {
  const options = alipayOptionsFrom(env);
  if (options) return [makeAlipayProvider(options)];
  const wanted = [...parsePayProviderMap(env.PAY_PROVIDERS, env.ALMA_DEMO).values()].includes(
    ALIPAY_PROVIDER,
  );
  if (wanted)
    throw new Error(
      `PAY_PROVIDERS names ${ALIPAY_PROVIDER}, but Alipay is not configured: set ${ALIPAY_REQUIRED_ENV}`,
    );
  return [];
}
