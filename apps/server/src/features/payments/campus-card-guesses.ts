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

/** Slots reserved in both failure limits, kept or given back when the attempt is over. */
export type CardGuesses = {
  /** Only a WrongCardCredentials keeps the slots; any other end, success included, gives them back. */
  finish(error?: unknown): Promise<void>;
};

/**
 * Reserves a slot in both failure limits before the card is tried (reserved first, so concurrent
 * guesses cannot overrun them), or refuses when either is full.
 */
export async function reserveCardGuesses(
  deps: { db: Db; secrets: Secrets },
  who: { userId: number; stuWorkNo: string },
  now = new Date(),
): Promise<CardGuesses> {
  const { db, secrets } = deps;
  const userHit = await hitOrRefuse(db, `campus-card-user:${who.userId}`, USER_WINDOWS, now);
  // The card number is a student number: kept only as a keyed hash, like mobiles.
  const cardBucket = `campus-card:${secrets.lookup(`stuWorkNo:${who.stuWorkNo}`)}`;
  const cardHit = await hit(db, cardBucket, CARD_WINDOWS, now);
  if (!cardHit.allowed) {
    await releaseHit(db, userHit);
    throw new AppError('RATE_LIMITED', 'error.rateLimited');
  }
  return {
    async finish(error) {
      if (error instanceof WrongCardCredentials) return;
      await Promise.all([releaseHit(db, userHit), releaseHit(db, cardHit.hitId)]);
    },
  };
}

/** Runs `attempt` with the guesses reserved around it (the balance read). */
export async function underCardGuessLimit<T>(
  deps: { db: Db; secrets: Secrets },
  who: { userId: number; stuWorkNo: string },
  attempt: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const guesses = await reserveCardGuesses(deps, who, now);
  try {
    const result = await attempt();
    await guesses.finish();
    return result;
  } catch (error) {
    await guesses.finish(error);
    throw error;
  }
}
