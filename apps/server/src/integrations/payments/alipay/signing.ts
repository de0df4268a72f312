import { createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';
import { formatFen, yuanToFen } from '@alma/shared/money/money';

/**
 * Alipay open platform's RSA2 signatures with node:crypto only: SHA256withRSA (PKCS#1 v1.5),
 * base64, over the parameters sorted by name and joined as `k=v&k=v` (values as they are, not
 * URL-encoded; empty values left out).
 */

export type AlipayParams = Record<string, string>;

/**
 * The signed text: every non-empty parameter but the excluded ones, in byte order of the names
 * (names are ASCII, so code-unit order is byte order).
 */
export function signContent(params: AlipayParams, exclude: readonly string[] = ['sign']): string {
  return Object.keys(params)
    .filter((name) => !exclude.includes(name) && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

export function rsa2Sign(privateKey: KeyObject, content: string): string {
  return sign('sha256', Buffer.from(content, 'utf8'), privateKey).toString('base64');
}

export function rsa2Verify(publicKey: KeyObject, content: string, signature: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  try {
    return verify('sha256', Buffer.from(content, 'utf8'), publicKey, Buffer.from(signature, 'base64'));
  } catch {
    return false;
  }
}

/** A request's parameters with its `sign` added (a request signs sign_type too). */
export function signParams(privateKey: KeyObject, params: AlipayParams): AlipayParams {
  return { ...params, sign: rsa2Sign(privateKey, signContent(params)) };
}

/** Alipay's times: `yyyy-MM-dd HH:mm:ss` in Asia/Shanghai (no DST since 1991). */
export function shanghaiTime(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 19)}`;
}

/** Fen as Alipay's amount text: yuan with exactly two decimals (1050 → "10.50"). */
export function yuanText(fen: number): string {
  return formatFen(fen).replaceAll(',', '');
}

/** Alipay's amount text back to fen; null for anything that is not a plain yuan amount. */
export function fenOfYuanText(text: string | undefined): number | null {
  if (typeof text !== 'string' || text === '') return null;
  return yuanToFen(text);
}

/**
 * Alipay's key tool writes bare base64 as often as PEM; both are read, PKCS#8 or PKCS#1.
 * Throws with node's reason when it is neither.
 */
export function readPrivateKey(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** Alipay's public key as PEM or the bare base64 its console shows (SubjectPublicKeyInfo). */
export function readPublicKey(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({
    key: Buffer.from(text.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}
