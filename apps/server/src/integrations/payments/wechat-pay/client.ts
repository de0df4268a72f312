import type { KeyObject } from 'node:crypto';
import { parseJsonObject } from '../json-object.ts';
import { authorizationHeader, isFresh, makeNonce, rsaVerify, signedMessage, unixSeconds } from './signing.ts';

export type WechatPayCredentials = {
  mchId: string;
  /** Serial number of the merchant API certificate whose private key signs requests. */
  serialNo: string;
  privateKey: KeyObject;
  /** The platform key that signs WeChat Pay's answers and notifications, and its serial. */
  platformPublicKey: KeyObject;
  platformSerial: string;
  baseUrl: string;
};

export type WechatPayResponse = {
  status: number;
  /** The parsed JSON answer; null for 204 or an empty body. */
  body: Record<string, unknown> | null;
};

/** WeChat Pay answered something we cannot trust or read: nothing may be concluded from it. */
export class WechatPayError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    // Status and WeChat Pay's code go into the message, so a log line says why.
    super(status === undefined ? message : `${message} (HTTP ${status}${code ? ` ${code}` : ''})`);
    this.name = 'WechatPayError';
  }
}

const TIMEOUT_MS = 10_000;
const USER_AGENT = 'alma-server (WeChat Pay API v3; node:crypto)';

export type WechatPayClient = {
  request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<WechatPayResponse>;
  /**
   * A bill file at the download_url a bill request answered: the request is signed as any; the
   * answer is not (WeChat Pay signs no file), so the caller checks the hash the signed answer gave.
   */
  download(url: string): Promise<string>;
};

function header(response: Response, name: string): string {
  return response.headers.get(name) ?? '';
}

/**
 * Signs each request with the merchant key and checks each answer's signature against the
 * platform key before its body is read: a success answer that is not WeChat Pay's is an error.
 * Error answers are read for their code only when they are signed too.
 */
export function makeWechatPayClient(
  credentials: WechatPayCredentials,
  now: () => Date = () => new Date(),
  fetchImpl: typeof fetch = fetch,
): WechatPayClient {
  const base = new URL(credentials.baseUrl);

  function verified(response: Response, text: string): boolean {
    const timestamp = header(response, 'wechatpay-timestamp');
    const nonce = header(response, 'wechatpay-nonce');
    const signature = header(response, 'wechatpay-signature');
    if (header(response, 'wechatpay-serial') !== credentials.platformSerial) return false;
    if (!nonce || !isFresh(timestamp, now())) return false;
    return rsaVerify(credentials.platformPublicKey, signedMessage(timestamp, nonce, text), signature);
  }

  const authorizationOf = (method: string, url: URL, text: string) =>
    authorizationHeader({
      mchId: credentials.mchId,
      serialNo: credentials.serialNo,
      privateKey: credentials.privateKey,
      method,
      url: `${url.pathname}${url.search}`,
      body: text,
      timestamp: unixSeconds(now()),
      nonce: makeNonce(),
    });

  return {
    async download(address) {
      const url = new URL(address);
      // Only ever WeChat Pay's own origin: the merchant's signature goes nowhere else.
      if (url.origin !== base.origin) throw new WechatPayError('bill download address is not WeChat Pay');
      const response = await fetchImpl(url, {
        headers: { authorization: authorizationOf('GET', url, ''), 'user-agent': USER_AGENT },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new WechatPayError('bill download refused', response.status);
      return text;
    },
    async request(method, path, body) {
      const url = new URL(path, base);
      const text = body === undefined ? '' : JSON.stringify(body);
      const authorization = authorizationOf(method, url, text);
      const response = await fetchImpl(url, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          'user-agent': USER_AGENT,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : text,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = await response.text();
      const trusted = verified(response, answer);
      if (response.ok && !trusted) {
        throw new WechatPayError(
          `unsigned or badly signed answer to ${method} ${url.pathname}`,
          response.status,
        );
      }
      const parsed = parseJsonObject(answer);
      if (!response.ok) {
        const code = trusted && typeof parsed?.code === 'string' ? parsed.code : undefined;
        return { status: response.status, body: code ? { code, message: parsed?.message } : null };
      }
      if (answer !== '' && !parsed) throw new WechatPayError('answer is not JSON', response.status);
      return { status: response.status, body: parsed };
    },
  };
}
