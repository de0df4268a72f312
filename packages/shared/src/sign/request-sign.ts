import { NONCE_LENGTH } from '../constants/limits.ts';

/**
 * Every request carries `nonce-str` (32 letters/digits) and
 * `sign: <unix-ms>.<hex HMAC-SHA256(signKey, "<unix-ms>.<nonce-str>")>` (DESIGN.md §2).
 * The HMAC itself is computed by each side with its own crypto; this is the shared format.
 */
export const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9]{${NONCE_LENGTH}}$`);
const SIGN_PATTERN = /^(\d{13})\.([0-9a-f]{64})$/;

export function signedText(timestampMs: number, nonce: string): string {
  return `${timestampMs}.${nonce}`;
}

export function parseSignHeader(sign: string): { timestampMs: number; mac: string } | null {
  const match = SIGN_PATTERN.exec(sign.trim());
  if (!match?.[1] || !match[2]) return null;
  return { timestampMs: Number(match[1]), mac: match[2] };
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A nonce from the platform's CSPRNG (Web Crypto exists in browsers and in Node). */
export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(NONCE_LENGTH));
  return Array.from(bytes, (b) => NONCE_ALPHABET[b % NONCE_ALPHABET.length]).join('');
}
