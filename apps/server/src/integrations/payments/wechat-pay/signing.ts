import {
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  type KeyObject,
  randomBytes,
  sign,
  verify,
  X509Certificate,
} from 'node:crypto';

/**
 * WeChat Pay API v3's signatures and encryption, with node:crypto only: SHA256-RSA2048
 * (PKCS#1 v1.5) over newline-ended lines, and AEAD_AES_256_GCM with the APIv3 key.
 */

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat Pay refuses a request, and we refuse a response or notification, older than this. */
export const MAX_CLOCK_SKEW_S = 5 * 60;
const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random string of letters and digits (WeChat Pay's nonce_str). */
export function makeNonce(length = 32): string {
  const bytes = randomBytes(length);
  let nonce = '';
  for (const byte of bytes) nonce += NONCE_ALPHABET[byte % NONCE_ALPHABET.length];
  return nonce;
}

export const unixSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** Every v3 signature is over its parts, each followed by a newline. */
export function signedMessage(...parts: string[]): string {
  return parts.map((part) => `${part}\n`).join('');
}

export function rsaSign(privateKey: KeyObject, message: string): string {
  return sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64');
}

export function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

export type AuthorizationParts = {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
};

/** The merchant's Authorization header over `METHOD\nURL\ntimestamp\nnonce\nbody\n`. */
export function authorizationHeader(options: {
  mchId: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  /** Path and query string, exactly as sent. */
  url: string;
  body: string;
  timestamp: number;
  nonce: string;
}): string {
  const message = signedMessage(
    options.method,
    options.url,
    String(options.timestamp),
    options.nonce,
    options.body,
  );
  const signature = rsaSign(options.privateKey, message);
  return (
    `${AUTH_SCHEME} mchid="${options.mchId}",nonce_str="${options.nonce}",signature="${signature}",` +
    `timestamp="${options.timestamp}",serial_no="${options.serialNo}"`
  );
}

/** The fields of an Authorization header, or null when it is not WeChat Pay's scheme. */
export function parseAuthorization(header: string | undefined): AuthorizationParts | null {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return null;
  const fields = new Map<string, string>();
  for (const match of header.slice(AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields.set(match[1] ?? '', match[2] ?? '');
  }
  const parts = {
    mchid: fields.get('mchid'),
    nonce_str: fields.get('nonce_str'),
    signature: fields.get('signature'),
    timestamp: fields.get('timestamp'),
    serial_no: fields.get('serial_no'),
  };
  if (Object.values(parts).some((value) => !value)) return null;
  return parts as AuthorizationParts;
}

/** True when a Wechatpay-Timestamp (or a request's timestamp) is within the allowed skew of now. */
export function isFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(unixSeconds(now) - Number(timestamp)) <= MAX_CLOCK_SKEW_S;
}

/** The JSAPI sheet's paySign: RSA over `appId\ntimeStamp\nnonceStr\npackage\n`. */
export function jsapiPaySign(
  privateKey: KeyObject,
  params: { appId: string; timeStamp: string; nonceStr: string; package: string },
): string {
  return rsaSign(privateKey, signedMessage(params.appId, params.timeStamp, params.nonceStr, params.package));
}

export type EncryptedResource = {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
};

/** AEAD_AES_256_GCM as WeChat Pay uses it: base64 of ciphertext with the 16-byte tag at its end. */
export function encryptResource(
  apiV3Key: Buffer,
  plaintext: string,
  associatedData: string,
  nonce = makeNonce(12),
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: body.toString('base64'),
    nonce,
    associated_data: associatedData,
  };
}

/** The plaintext of a resource, or null when the key, nonce, data or tag do not match. */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string | null {
  if (resource.algorithm !== 'AEAD_AES_256_GCM' || !resource.nonce) return null;
  const body = Buffer.from(resource.ciphertext, 'base64');
  if (body.length <= 16) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/**
 * The platform's public key from a PEM that is either a platform certificate or WeChat Pay's
 * public key (the newer "微信支付公钥" mode), with the certificate's serial when it has one.
 */
export function readPlatformKey(pem: string): { publicKey: KeyObject; certificateSerial: string | null } {
  if (pem.includes('BEGIN CERTIFICATE')) {
    const certificate = new X509Certificate(pem);
    return { publicKey: certificate.publicKey, certificateSerial: certificate.serialNumber.toUpperCase() };
  }
  return { publicKey: createPublicKey(pem), certificateSerial: null };
}

/** The time_expire of an order: RFC 3339 in Beijing time, as WeChat Pay's examples give it. */
export function rfc3339Shanghai(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString();
  return `${shifted.slice(0, 19)}+08:00`;
}
