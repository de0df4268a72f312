import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { resolveToken } from '../features/sessions/service.ts';
import { tokenFromHeader } from '../security/tokens.ts';
import { isSpecPath } from './paths.ts';
import type { CacheTicket } from './public-cache.ts';
import { languageOf } from './request-context.ts';
import { makeSignVerifier } from './sign.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cacheTicket: CacheTicket | null;
  }
}

/**
 * The per-request pipeline of a spec call, in order: language, sign and nonce, token, then the
 * public cache. One function so the order is visible in one place.
 */
export function makeSpecPreHandler(deps: AppDeps) {
  const verifySign = makeSignVerifier(deps.database.db, deps.config.SIGN_KEY);

  return async function specPreHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    request.language = languageOf(request);
    if (!isSpecPath(request.url)) return;
    await verifySign(request);

    const mode = request.routeOptions.config.auth;
    const token = tokenFromHeader(request.headers.authorization);
    if (mode && token) {
      const session = await resolveToken(deps.database.db, token);
      if (session?.isRegistered) {
        request.userId = session.userId;
        request.sessionPlatform = session.platform;
      } else if (mode === 'required') {
        throw new AppError(
          session ? 'NOT_REGISTERED' : 'TOKEN_INVALID',
          session ? 'error.notRegistered' : 'error.tokenInvalid',
        );
      }
    } else if (mode === 'required') {
      throw new AppError('LOGIN_REQUIRED', 'error.loginRequired');
    }

    const scopes = request.routeOptions.config.publicCache;
    if (!scopes || request.method !== 'GET') return;
    const hit = deps.cache.lookup(request.url);
    if (hit) {
      reply.header('etag', hit.etag).header('cache-control', 'no-cache').header('x-cache', 'hit');
      if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(hit.payload);
    }
    request.cacheTicket = deps.cache.ticket(request.url, scopes);
  };
}

/** Stores a successful public answer and gives it an ETag. */
export function makeCacheOnSend(deps: AppDeps) {
  return async function cacheOnSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    const ticket = request.cacheTicket;
    if (
      !ticket ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !payload.startsWith('{"code":0,')
    ) {
      return payload;
    }
    const etag = deps.cache.store(ticket, payload);
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      reply.code(304);
      return '';
    }
    return payload;
  };
}
