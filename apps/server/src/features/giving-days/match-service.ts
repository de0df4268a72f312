import {
  MATCH_SHORTFALLS,
  type TMatchQuote,
  type TMatchShortfall,
  type TOrderMatch,
  type TQuotedMatch,
} from '@alma/shared/api/giving-days';
import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import type { Db } from '../../db/client.ts';
import { orderMatches, quoteMatches } from '../ledger/pool-match-service.ts';

const shortfallOf = (value: string): TMatchShortfall =>
  (MATCH_SHORTFALLS as readonly string[]).includes(value) ? (value as TMatchShortfall) : 'none';

/** The form's estimate of a gift's match (a read: placing reserves, the success page shows it). */
export async function matchQuote(
  db: Db,
  query: { itemsId: number; money: number },
  userId: number | null,
  now = new Date(),
): Promise<TMatchQuote> {
  const giftFen = yuanToFen(query.money);
  if (giftFen === null || giftFen <= 0)
    throw new AppError('INVALID_REQUEST', 'error.invalidField', { field: 'money' });
  const quotes = await quoteMatches(db, { itemId: query.itemsId, userId, giftFen }, now);
  return {
    givingDayId: quotes[0]?.givingDayId ?? null,
    matches: quotes.map(
      (quote): TQuotedMatch => ({
        poolId: quote.poolId,
        sponsor: quote.sponsor,
        scope: quote.scope && { field: quote.scope.field, values: [...quote.scope.values] },
        matchMoney: fenToYuan(quote.matchFen),
        fullMoney: fenToYuan(quote.fullFen),
        shortfall: quote.shortfall,
        batched: quote.batched,
        batchTime: quote.batchAt ? toWireDate(quote.batchAt) : null,
      }),
    ),
  };
}

/** An order's matches as reserved and moved since; the order must be the caller's. */
export async function orderMatch(db: Db, billNo: string, userId: number): Promise<TOrderMatch> {
  const rows = await orderMatches(db, billNo, userId);
  return {
    givingDayId: rows[0]?.givingDayId ?? null,
    matches: rows.map((row) => ({
      poolId: row.poolId,
      sponsor: row.sponsor,
      matchMoney: fenToYuan(row.matchFen),
      fullMoney: fenToYuan(row.fullFen),
      shortfall: shortfallOf(row.shortfall),
      batched: row.batched,
      batchTime: row.batchAt ? toWireDate(row.batchAt) : null,
      status: row.status as TOrderMatch['matches'][number]['status'],
    })),
  };
}
