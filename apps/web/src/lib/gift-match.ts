import type { TGiftMatch, TMatchShortfall, TOrderMatch } from '@alma/shared/api/giving-days';
import { trimWireDate } from '@alma/shared/dates/wire-date';

/**
 * How a gift's matches are said to the donor (issue 25): the form's estimate and the success page's
 * match read the same answer shape (TGiftMatch), so both say it the same way. Words only: the
 * shortfall keys and match states stay in here.
 */
export type MatchLine = {
  poolId: number;
  sponsor: string;
  /**
   * matched: a sum (the form's estimate, or what the order holds);
   * batched: placed in a pool's fair-release window, its sum is shared out when the window ends;
   * none: the pool does not match this gift, and `reason` says why.
   */
  kind: 'matched' | 'batched' | 'none';
  matchMoney: number;
  fullMoney: number;
  /** Why the match is less than the ratio gives; null when it is the ratio's whole match. */
  reason: Exclude<TMatchShortfall, 'none'> | null;
  /** A batch already shared: the sum is the gift's pro-rata share. */
  proRata: boolean;
  /** HH:mm (Asia/Shanghai) the batch is shared, when the answer gives it. */
  batchTime: string | null;
};

/** The time part of a wire date, `HH:mm`; null for a missing or short one. */
export function wireClock(text: string | null): string | null {
  const minute = trimWireDate(text, 16);
  return minute.length === 16 ? minute.slice(11) : null;
}

export function matchLineOf(match: TGiftMatch): MatchLine | null {
  const reason = match.shortfall === 'none' ? null : match.shortfall;
  const base = {
    poolId: match.poolId,
    sponsor: match.sponsor,
    matchMoney: match.matchMoney,
    fullMoney: match.fullMoney,
    reason,
    proRata: false,
    batchTime: wireClock(match.batchTime),
  };
  // A batch not yet shared holds 0: its sum is decided when the window ends.
  if (match.batched && match.matchMoney <= 0) return { ...base, kind: 'batched', reason: null };
  if (match.matchMoney > 0) return { ...base, kind: 'matched', proRata: match.batched };
  // Nothing matched and nothing to say why (a ratio's match of 0): not worth a line.
  return reason === null ? null : { ...base, kind: 'none' };
}

/** The form's estimate: one line per pool that has something to say. */
export function quoteLines(matches: readonly TGiftMatch[]): MatchLine[] {
  return matches.flatMap((match) => matchLineOf(match) ?? []);
}

/**
 * The success page: only the matches the order holds (reserved until paid, then confirmed); a
 * released or taken-back match is no longer the donor's. A pool that matched nothing says why when
 * a limit cut it (the pool ran out, the donor's cap or gifts for the day were used) — the form may
 * have promised a match a moment before; a gift under the minimum was told so on the form.
 */
export function orderMatchLines(order: TOrderMatch): MatchLine[] {
  return order.matches
    .filter((match) => match.status === 'RESERVED' || match.status === 'CONFIRMED')
    .flatMap((match) => {
      const line = matchLineOf(match);
      return line && !(line.kind === 'none' && line.reason === 'minimum') ? [line] : [];
    });
}
