/** Web Crypto's random source exists in browsers and in Node ≥ 19; shared code may use only this. */
declare const crypto: { getRandomValues<T extends Uint8Array>(array: T): T };
