import { REQUEST_RETRY_WAIT_MS } from '@alma/shared/constants/limits';
import { makeNonce, signedText } from '@alma/shared/sign/request-sign';
import { currentLanguage } from './language.ts';
import { clearToken, readToken } from './token-store.ts';

/**
 * The one API client (DESIGN.md §6): signs every request, carries the token and the language,
 * unwraps the envelope and applies the spec's code rules (doc 1 §8). No screen calls fetch itself.
 */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, DNS, connection reset): worth retrying, unlike ApiError. */
export class NetworkError extends Error {}

type Envelope = { code: number; message: string; data: unknown };
type Query = Record<string, string | number | undefined>;
export type RequestOptions = {
  /** baseConfig, itemsDetail and middle/auth go out with an empty Authorization header (doc 1 §6). */
  publicCall?: boolean;
  /** The caller shows its own message for -1 instead of the shell's toast. */
  quiet?: boolean;
  /** Extra request headers (items/donate's Idempotency-Key). */
  headers?: Record<string, string>;
  /** apiUpload: text parts sent beside the file (the agreement signatures' signAgreementId, pdfUrl). */
  fields?: Record<string, string>;
};

export type ApiEvents = {
  /** -1: the server's message, shown as an error toast for 2 s. */
  serverError(message: string): void;
  /** -997, or -998 that is not the alumni refusal: the token was cleared, authorise again. */
  authLost(reason: 'tokenInvalid' | 'notRegistered'): void;
  /** No answer at all: the interface string 'network connection failed' (doc 4 §8). */
  networkError(): void;
};

let settings: { base: string; signKey: string } | null = null;
let events: ApiEvents = { serverError: () => {}, authLost: () => {}, networkError: () => {} };

/** Called once the institution config is read; requests made earlier wait for it. */
export function configureApi(base: string, signKey: string, handlers: ApiEvents): void {
  settings = { base: base.replace(/\/$/, ''), signKey };
  events = handlers;
}

async function waitForSettings(): Promise<{ base: string; signKey: string }> {
  while (settings === null) await new Promise((resolve) => setTimeout(resolve, REQUEST_RETRY_WAIT_MS));
  return settings;
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

/** `json` false: the body is multipart, and fetch writes its content type with the boundary. */
async function headers(
  signKey: string,
  options: RequestOptions,
  json = true,
): Promise<Record<string, string>> {
  const nonce = makeNonce();
  const now = Date.now();
  return {
    ...options.headers,
    ...(json ? { 'content-type': 'application/json' } : {}),
    'nonce-str': nonce,
    sign: `${now}.${await hmacHex(signKey, signedText(now, nonce))}`,
    authorization: options.publicCall === true ? '' : readToken(),
  };
}

function unwrap<T>(envelope: Envelope, options: RequestOptions): T {
  if (envelope.code === 0) return envelope.data as T;
  const error = new ApiError(envelope.code, envelope.message, envelope.data);
  if (envelope.code === -997) {
    clearToken();
    events.authLost('tokenInvalid');
  } else if (envelope.code === -998) {
    const errorCode = (envelope.data as { errorCode?: unknown } | null)?.errorCode;
    // 0201 is the alumni refusal: the screen that asked handles it (doc 1 §4).
    if (errorCode !== '0201') {
      clearToken();
      events.authLost('notRegistered');
    }
  } else if (!options.quiet) {
    events.serverError(envelope.message);
  }
  throw error;
}

async function send<T>(
  path: string,
  init: (s: { base: string; signKey: string }) => Promise<[string, RequestInit]>,
  options: RequestOptions,
): Promise<T> {
  const current = await waitForSettings();
  const [url, request] = await init(current);
  let response: Response;
  try {
    response = await fetch(url, request);
  } catch (error) {
    if (!options.quiet) events.networkError();
    throw new NetworkError(`${path}: ${String(error)}`);
  }
  let envelope: Envelope;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    throw new ApiError(-1, `${path}: HTTP ${response.status}`);
  }
  return unwrap<T>(envelope, options);
}

declare global {
  interface Window {
    /** Answers index.html fetched before the app started, by path and query (taken once). */
    almaEarlyAnswers?: Record<string, Promise<Envelope> | undefined>;
  }
}

/** An answer index.html already asked for with the same path and query; it is used only once. */
function takeEarlyAnswer(pathAndQuery: string): Promise<Envelope> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.almaEarlyAnswers;
  const answer = early?.[pathAndQuery];
  if (early && answer) delete early[pathAndQuery];
  return answer;
}

export async function apiGet<T>(path: string, query: Query = {}, options: RequestOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  params.set('language', currentLanguage());
  const early = takeEarlyAnswer(`${path}?${params}`);
  if (early) {
    const envelope = await early.catch(() => null);
    // Lost on the way: asked again below, as if there had been no early request.
    if (envelope && typeof envelope.code === 'number') return unwrap<T>(envelope, options);
  }
  return send<T>(
    path,
    async ({ base, signKey }) => [`${base}${path}?${params}`, { headers: await headers(signKey, options) }],
    options,
  );
}

export function apiPost<T>(
  path: string,
  body: Record<string, unknown> = {},
  options: RequestOptions = {},
): Promise<T> {
  return send<T>(
    path,
    async ({ base, signKey }) => [
      `${base}${path}`,
      {
        method: 'POST',
        headers: await headers(signKey, options),
        body: JSON.stringify({ ...body, language: currentLanguage() }),
      },
    ],
    options,
  );
}

/**
 * A multipart upload (file/upload, doc 1 §7): the file is the part named `file`; the language goes
 * in the query, as the body is not JSON.
 */
export function apiUpload<T>(
  path: string,
  file: Blob,
  fileName: string,
  options: RequestOptions = {},
): Promise<T> {
  return send<T>(
    path,
    async ({ base, signKey }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
      form.append('file', file, fileName);
      const params = new URLSearchParams({ language: currentLanguage() });
      return [
        `${base}${path}?${params}`,
        { method: 'POST', headers: await headers(signKey, options, false), body: form },
      ];
    },
    options,
  );
}

/**
 * A static JSON file beside the app (the campaign maps of the config folders, doc 4 §7): no
 * envelope, no signature, asked for again each time (the server answers 304 while it holds).
 * Null when there is no such file (404).
 */
export async function getStaticJson(path: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(path, { cache: 'no-cache' });
  } catch (error) {
    throw new NetworkError(`${path}: ${String(error)}`);
  }
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.json();
}
