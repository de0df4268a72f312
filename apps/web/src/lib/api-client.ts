import type { TEnvelope } from '@alma/shared/api/common';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';

/** The one API client: signs every request and unwraps the envelope (DESIGN.md §2). */
export type ApiClient = { get<T>(path: string, query?: Record<string, string | number>): Promise<T> };

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

async function hmacHex(key: string, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(text));
  return Array.from(new Uint8Array(mac), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function makeApiClient(base: string, signKey: string, language: () => string): ApiClient {
  return {
    async get<T>(path: string, query: Record<string, string | number> = {}) {
      const nonce = makeNonce();
      const now = Date.now();
      const params = new URLSearchParams({
        ...Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        language: language(),
      });
      const response = await fetch(`${base}${path}?${params}`, {
        headers: {
          'content-type': 'application/json',
          'nonce-str': nonce,
          sign: `${now}.${await hmacHex(signKey, signedText(now, nonce))}`,
        },
      });
      const envelope = (await response.json()) as TEnvelope<T>;
      if (envelope.code !== 0) throw new ApiError(envelope.code, envelope.message);
      return envelope.data;
    },
  };
}
