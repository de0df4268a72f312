import { createHmac } from 'node:crypto';

/**
 * Alibaba Cloud's RPC signature (SignatureVersion 1.0, HMAC-SHA1), as its documentation gives it:
 * every parameter but Signature, sorted by name, each name and value percent-encoded (RFC 3986,
 * space as %20, * as %2A, ~ kept), joined with & into the canonical query; the string to sign is
 * `POST&%2F&` and that query encoded once more; the key is the AccessKey secret and `&`.
 */
export function percentEncode(text: string): string {
  return encodeURIComponent(text)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((name) => name !== 'Signature')
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name] ?? '')}`)
    .join('&');
}

export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}
