import type { KeyObject } from 'node:crypto';
import { parseJsonObject } from '../json-object.ts';
import { memberObjectText } from './response-text.ts';
import { type AlipayParams, rsa2Verify, shanghaiTime, signParams } from './signing.ts';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';
/** Alipay's code for a call that went through; anything else carries a sub_code saying why not. */
export const ALIPAY_SUCCESS = '10000';

export type AlipayCredentials = {
  appId: string;
  /** The application private key (RSA2) that signs requests and the wap.pay form. */
  privateKey: KeyObject;
  /** Alipay's public key, which signs gateway answers and notifications. */
  alipayPublicKey: KeyObject;
  gatewayUrl: string;
};

/** A signed gateway answer: the response object, read only after its signature checked out. */
export type AlipayAnswer = {
  code: string;
  subCode: string | undefined;
  body: Record<string, unknown>;
};

/** The gateway answered something we cannot trust or read: nothing may be concluded from it. */
export class AlipayError extends Error {
  constructor(
    message: string,
    readonly code?: string,
    readonly subCode?: string,
  ) {
    super(message);
    this.name = 'AlipayError';
  }
}

const TIMEOUT_MS = 10_000;

/** The common request parameters of every call (the wap.pay form carries them too). */
export function commonParams(credentials: Pick<AlipayCredentials, 'appId'>, method: string, now: Date) {
  return {
    app_id: credentials.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: shanghaiTime(now),
    version: '1.0',
  };
}

/** The gateway address a request goes to; charset in the query tells it how to read the body. */
export function gatewayAddress(gatewayUrl: string): string {
  const url = new URL(gatewayUrl);
  url.searchParams.set('charset', 'utf-8');
  return url.toString();
}

export type AlipayClient = {
  call(method: string, bizContent: Record<string, string>): Promise<AlipayAnswer>;
  /**
   * A file at an address a signed answer gave (a bill's bill_download_url), at most `maxBytes`
   * long: Alipay signs no file, and a bad address must not fill the memory.
   */
  download(address: string, maxBytes: number): Promise<Uint8Array>;
};

/**
 * Gateway calls (alipay.trade.query, .close, .refund, the bill's address): the request signed with
 * the application key, the answer's response object checked against Alipay's key before anything
 * is read from it. An unsigned error_response (a malformed call) is an error carrying its code, for
 * the log only. Downloads take the same timeout.
 */
export function makeAlipayClient(
  credentials: AlipayCredentials,
  now: () => Date = () => new Date(),
  fetchImpl: typeof fetch = fetch,
): AlipayClient {
  return {
    async call(method, bizContent) {
      const params: AlipayParams = signParams(credentials.privateKey, {
        ...commonParams(credentials, method, now()),
        biz_content: JSON.stringify(bizContent),
      });
      const response = await fetchImpl(gatewayAddress(credentials.gatewayUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded;charset=utf-8',
          accept: 'application/json',
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status !== 200) throw new AlipayError(`${method}: HTTP ${response.status}`);
      return readAnswer(credentials.alipayPublicKey, method, text);
    },
    async download(address, maxBytes) {
      const url = URL.canParse(address) ? new URL(address) : null;
      if (url?.protocol !== 'https:' && url?.protocol !== 'http:') {
        throw new AlipayError('download address is not http(s)');
      }
      const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (response.status !== 200) {
        await response.body?.cancel();
        throw new AlipayError(`download: HTTP ${response.status}`);
      }
      return readAtMost(response, maxBytes);
    },
  };
}

/** The body, refused as soon as it is known to pass `maxBytes` (by its length, or while it streams). */
async function readAtMost(response: Response, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new AlipayError(`download: larger than ${maxBytes} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    length += part.value.byteLength;
    if (length > maxBytes) {
      await reader?.cancel();
      throw tooLarge();
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks, length);
}

/** The response object of `method`'s answer, when Alipay's signature over its text is good. */
export function readAnswer(alipayPublicKey: KeyObject, method: string, text: string): AlipayAnswer {
  const parsed = parseJsonObject(text);
  if (!parsed) throw new AlipayError(`${method}: answer is not JSON`);
  const objectText = memberObjectText(text, `${method.replaceAll('.', '_')}_response`);
  if (objectText === null) {
    const error = parsed.error_response as Record<string, unknown> | undefined;
    throw new AlipayError(`${method}: error_response`, stringOf(error?.code), stringOf(error?.sub_code));
  }
  const signature = stringOf(parsed.sign);
  if (!signature || !rsa2Verify(alipayPublicKey, objectText, signature)) {
    throw new AlipayError(`${method}: unsigned or badly signed answer`);
  }
  const body = parseJsonObject(objectText);
  const code = stringOf(body?.code);
  if (!body || !code) throw new AlipayError(`${method}: answer without a code`);
  return { code, subCode: stringOf(body.sub_code), body };
}

const stringOf = (value: unknown) => (typeof value === 'string' ? value : undefined);
