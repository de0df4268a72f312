import { AppError } from '@alma/shared/errors/app-error';
import type { Db } from '../../db/client.ts';
import type { Secrets } from '../../security/secrets.ts';
import { hit, hitOrRefuse, releaseHit } from '../rate-limit/service.ts';

const MINUTE = 60_000;

/**
 * Wrong card passwords: per card against guessing one card's six digits (at most 20 a hour),
 * per user against one account trying many cards. Balance reads and charges count alike.
 */
const CARD_WINDOWS = [{ ms: 15 * MINUTE, limit: 5 }];
const USER_WINDOWS = [{ ms: 15 * MINUTE, limit: 10 }];

/** Thrown when the card system says the number or password is wrong: the one outcome that counts. */
export class WrongCardCredentials extends AppError {
  constructor(messageKey: 'campusCard.wrongCredentials' | 'campusCard.balanceUnreadable') {
    super('INVALID_REQUEST', messageKey);
  }
}

/**
 * Runs `attempt` with a slot reserved in both failure limits (reserved first, so concurrent
 * guesses cannot overrun them). Only a WrongCardCredentials keeps the slots; any other outcome,
 * a refusal for the balance included, gives them back.
 */
export async function underCardGuessLimit<T>(
  deps: { db: Db; secrets: Secrets },
  who: { userId: number; stuWorkNo: string },
  attempt: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const { db, secrets } = deps;
  const userHit = await hitOrRefuse(db, `campus-card-user:${who.userId}`, USER_WINDOWS, now);
  // The card number is a student number: kept only as a keyed hash, like mobiles.
  const cardBucket = `campus-card:${secrets.lookup(`stuWorkNo:${who.stuWorkNo}`)}`;
  const cardHit = await hit(db, cardBucket, CARD_WINDOWS, now);
  if (!cardHit.allowed) {
    await releaseHit(db, userHit);
    throw new AppError('RATE_LIMITED', 'error.rateLimited');
  }
  try {
    const result = await attempt();
    await Promise.all([releaseHit(db, userHit), releaseHit(db, cardHit.hitId)]);
    return result;
  } catch (error) {
    if (!(error instanceof WrongCardCredentials)) {
      await Promise.all([releaseHit(db, userHit), releaseHit(db, cardHit.hitId)]);
    }
    throw error;
  }
}
