import type { Platform } from '@alma/shared/constants/platform';
import { AppError } from '@alma/shared/errors/app-error';
import { type Language, parseLanguage } from '@alma/shared/i18n/language';
import type { FastifyRequest } from 'fastify';
import type { PrefetchedSession } from '../features/sessions/service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    /** Set by the auth hook when a valid token came with the request. */
    userId: number | null;
    sessionPlatform: Platform | null;
  }
  interface FastifyContextConfig {
    /** required: no valid token → -997. optional: the user if the token is valid. Default: none. */
    auth?: 'required' | 'optional';
    /** Cache scopes of a public read; a write to any of them drops the cached answer. */
    publicCache?: readonly string[];
    /** A public read-only stream (EventSource sends no headers): not signed, never authenticated. */
    unsigned?: true;
  }
}

/** The `language` field: query for GET, body for POST (DESIGN.md §2). */
export function languageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | undefined;
  return parseLanguage(
    query?.language ??
      (body && typeof body === 'object' ? body.language : undefined) ??
      request.headers.language,
  );
}

/**
 * The language of a page a phone opens by scanning a code (the verification pages): `?language=`
 * when the address names one, else the browser's first preferred language — English for `en…`,
 * Chinese otherwise.
 */
export function pageLanguageOf(request: FastifyRequest): Language {
  const query = request.query as Record<string, unknown> | undefined;
  if (typeof query?.language === 'string') return parseLanguage(query.language);
  const first = String(request.headers['accept-language'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return first?.startsWith('en') ? 'English' : 'zh_CN';
}

/** The client address as seen through at most one trusted proxy hop (set by Fastify's trustProxy). */
export function clientIp(request: FastifyRequest): string {
  return request.ip;
}

/** The signed-in user of a route declared `auth: 'required'` (the pipeline refused anyone else). */
export function requireUserId(request: FastifyRequest): number {
  if (request.userId === null) throw new AppError('LOGIN_REQUIRED', 'error.loginRequired');
  return request.userId;
}

/** Sessions read together with the nonce claim, kept beside the request rather than on it. */
const prefetched = new WeakMap<FastifyRequest, PrefetchedSession | null>();

export function rememberSession(request: FastifyRequest, session: PrefetchedSession | null): void {
  prefetched.set(request, session);
}

/** The session read with the nonce claim: undefined when none was read that way. */
export function prefetchedSession(request: FastifyRequest): PrefetchedSession | null | undefined {
  return prefetched.get(request);
}
