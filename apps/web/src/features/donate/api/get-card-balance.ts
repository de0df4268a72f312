import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { yuanToFen } from '@alma/shared/money/money';
import { apiGet } from '../../../lib/api-client.ts';
import type { CampusCard } from '../model/campus-card.ts';
import { campusCardPayload } from '../model/campus-card.ts';

/** The balance could not be read: the section says 读取余额失败 (doc 2 §8). */
export class BalanceUnreadable extends Error {}

/**
 * items/getCardBlance: the card's balance in fen. The spec sends only stuWorkNo; this server also
 * wants the card password, so nobody reads a balance by knowing a student number. Quiet: the
 * section shows its own message.
 */
export async function getCardBalance(card: CampusCard): Promise<number> {
  const answer = await apiGet<unknown>(SPEC_PATHS.items.getCardBlance, campusCardPayload(card), {
    quiet: true,
  });
  const fen = typeof answer === 'number' || typeof answer === 'string' ? yuanToFen(answer) : null;
  if (fen === null) throw new BalanceUnreadable(`getCardBlance answered ${String(answer)}`);
  return fen;
}
