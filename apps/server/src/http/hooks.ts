import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { AppError } from '@alma/shared/errors/app-error';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app-deps.ts';
import { resolveToken } from '../features/sessions/service.ts';
import { tokenFromHeader } from '../security/tokens.ts';
import { fieldWithNul } from './nul-input.ts';
import type { CacheTicket } from './public-cache.ts';
import { languageOf, prefetchedSession, rememberSession } from './request-context.ts';
import { makeSignVerifier } from './sign.ts';
import { isSpecRequest, publicCacheKey } from './spec-request.ts';

declare module 'fastify' {
  interface FastifyRequest {
    cacheTicket: CacheTicket | null;
  }
}

/**
 * The pipeline of a spec call, in order: language, sign and nonce, public cache (onRequest, so a
 * cache hit skips every later phase), then the token (preHandler, after the body — and with it a
 * POST's language — is parsed). A call with an auth mode and a token reads the token's session
 * in the nonce claim's round trip; the preHandler then only applies it, errors in the same order.
 * Health, files and the web app are not spec calls.
 */
export function makeSpecHooks(deps: AppDeps) {
  const verifySign = makeSignVerifier(deps.database, deps.config.SIGN_KEY);

  async function onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!isSpecRequest(request)) return;
    request.language = languageOf(request);
    // A public stream a browser's EventSource opens cannot carry the sign's headers; the sign is
    // anti-replay, and a read-only stream has nothing to replay.
    if (request.routeOptions.config.unsigned) return;
    // A call that will need the token's session reads it in the same round trip as the nonce.
    const wantsSession = request.routeOptions.config.auth !== undefined;
    const token = wantsSession ? tokenFromHeader(request.headers.authorization) : null;
    const session = await verifySign(request, token);
    if (session !== undefined) rememberSession(request, session);

    const scopes = request.routeOptions.config.publicCache;
    if (!scopes || request.method !== 'GET') return;
    const key = publicCacheKey(request);
    const hit = deps.cache.lookup(key);
    if (!hit) {
      request.cacheTicket = deps.cache.ticket(key, scopes);
      return;
    }
    reply.header('etag', hit.etag).header('cache-control', 'no-cache').header('x-cache', 'hit');
    if (request.headers['if-none-match'] === hit.etag) return reply.code(304).send();
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    if (hit.gzipped && acceptsGzip(request))
      return reply.header('content-encoding', 'gzip').send(hit.gzipped);
    return reply.send(hit.payload);
  }

  async function preHandler(request: FastifyRequest): Promise<void> {
    request.language = languageOf(request);
    if (!isSpecRequest(request)) return;
    // One place for every spec call: text the database cannot store is bad input, not a 500.
    const nul = fieldWithNul(request.query, 'query') ?? fieldWithNul(request.body);
    if (nul !== null) throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: nul });
    const mode = request.routeOptions.config.auth;
    const token = tokenFromHeader(request.headers.authorization);
    if (mode && token) {
      const early = prefetchedSession(request);
      const session = early !== undefined ? early : await resolveToken(deps.database.db, token);
      if (session?.isRegistered) {
        request.userId = session.userId;
        request.sessionPlatform = session.platform;
      } else if (mode === 'required') {
        throw session
          ? new AppError('NOT_REGISTERED', 'error.notRegistered')
          : new AppError('TOKEN_INVALID', 'error.tokenInvalid');
      }
    } else if (mode === 'required') {
      throw new AppError('LOGIN_REQUIRED', 'error.loginRequired');
    }
  }

  /** Security headers on everything; spec answers are not cached by browsers unless public. */
  async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    reply.header('x-content-type-options', 'nosniff');
    const ticket = request.cacheTicket;
    if (
      ticket &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.startsWith('{"code":0,')
    ) {
      const { etag, gzipped } = deps.cache.storeAnswer(ticket, payload);
      reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === etag) {
        reply.code(304);
        return '';
      }
      if (gzipped && acceptsGzip(request)) {
        reply.header('content-encoding', 'gzip');
        return gzipped;
      }
      return payload;
    }
    const spec = isSpecRequest(request);
    if (spec && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    // A large live answer (a 1,917-seat map is ~400 kB of JSON) goes out gzipped too.
    if (
      spec &&
      typeof payload === 'string' &&
      payload.length >= LIVE_GZIP_MIN_CHARS &&
      !reply.hasHeader('content-encoding') &&
      acceptsGzip(request)
    ) {
      reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
      return gzipAsync(payload, { level: 6 });
    }
    return payload;
  }

  return { onRequest, preHandler, onSend };
}

/** Below this an answer fits a few packets anyway; above it gzip pays for its CPU. */
const LIVE_GZIP_MIN_CHARS = 16 * 1024;
const gzipAsync = promisify(gzip);

function acceptsGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return typeof accepted === 'string' && /\bgzip\b/.test(accepted);
}
