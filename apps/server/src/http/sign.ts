import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';
import { SIGN_MAX_SKEW_MS } from '@alma/shared/constants/limits';
import { AppError } from '@alma/shared/errors/app-error';
import { NONCE_PATTERN, parseSignHeader, signedText } from '@alma/shared/sign/request-sign';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client.ts';
import { claimNonceAndResolveToken, type PrefetchedSession } from '../features/sessions/service.ts';
import { claimNonce } from '../security/nonce-repository.ts';
import { RecentNonces } from '../security/recent-nonces.ts';

export function computeSign(signKey: string, timestampMs: number, nonce: string): string {
  return createHmac('sha256', signKey).update(signedText(timestampMs, nonce)).digest('hex');
}

/**
 * Verifies `sign` and `nonce-str` (DESIGN.md §2): anti-replay, not authentication.
 * State-changing and token-carrying requests claim their nonce in the database, so a replay is
 * refused by every instance; public reads claim it in this instance's memory. Given the request's
 * token, the claim and the token's session are read in one round trip and the session is answered
 * (null: no live one); undefined means no session was looked up.
 */
export function makeSignVerifier(database: Database, signKey: string) {
  const recent = new RecentNonces();
  // A prepared key object spares each request copying and padding the key.
  const key = createSecretKey(Buffer.from(signKey));

  return async function verifySign(
    request: FastifyRequest,
    token: string | null = null,
  ): Promise<PrefetchedSession | null | undefined> {
    const nonce = request.headers['nonce-str'];
    const sign = request.headers.sign;
    if (typeof nonce !== 'string' || typeof sign !== 'string')
      throw new AppError('SIGN_INVALID', 'error.signMissing');
    const parsed = parseSignHeader(sign);
    if (!parsed || !NONCE_PATTERN.test(nonce)) throw new AppError('SIGN_INVALID', 'error.signInvalid');

    const expected = Buffer.from(
      createHmac('sha256', key).update(signedText(parsed.timestampMs, nonce)).digest('hex'),
    );
    if (!timingSafeEqual(expected, Buffer.from(parsed.mac)))
      throw new AppError('SIGN_INVALID', 'error.signInvalid');

    const now = Date.now();
    if (Math.abs(now - parsed.timestampMs) > SIGN_MAX_SKEW_MS)
      throw new AppError('SIGN_INVALID', 'error.signExpired');

    const isPublicRead = request.method === 'GET' && !request.headers.authorization;
    if (isPublicRead) {
      if (!recent.claim(nonce, now)) throw new AppError('SIGN_INVALID', 'error.signReplayed');
      return undefined;
    }
    const claim = { nonce, expiresAt: new Date(parsed.timestampMs + SIGN_MAX_SKEW_MS) };
    if (token) {
      const { fresh, session } = await claimNonceAndResolveToken(database, claim, token, new Date(now));
      if (!fresh) throw new AppError('SIGN_INVALID', 'error.signReplayed');
      return session;
    }
    if (!(await claimNonce(database.db, claim.nonce, claim.expiresAt))) {
      throw new AppError('SIGN_INVALID', 'error.signReplayed');
    }
    return undefined;
  };
}
