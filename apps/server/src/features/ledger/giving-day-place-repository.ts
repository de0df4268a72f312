import { shanghaiDay } from '@alma/shared/dates/shanghai-day';
import { and, eq, gt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { givingDayItems, givingDays } from '../../db/schema/giving-days.ts';
import type { PreparedSql } from '../../security/sql-literal.ts';
import {
  type OrderLimit,
  type OrderToPlace,
  type PlacedOrder,
  placedFrom,
  placingSteps,
} from './place-repository.ts';
import { type ReservedMatch, reservedMatchOf } from './pool-match-repository.ts';

/**
 * Placing a gift to a project of a live giving day (issue 25): the ordinary placing script
 * (place-repository.ts) with one statement more, which enters the gift on the day's boards and
 * reserves its matches by the pools' rules in the database (migration 0030).
 */

/** A giving day's window over one of its projects, and the donor fields it ranks gifts by. */
export type GivingDayWindow = {
  givingDayId: number;
  itemId: number;
  startsAt: Date;
  endsAt: Date;
  boardFields: string[];
};

/** Every project's giving-day windows that have not ended by `now`. */
export async function givingDayWindowsFrom(db: Db, now: Date): Promise<GivingDayWindow[]> {
  return db
    .select({
      givingDayId: givingDays.id,
      itemId: givingDayItems.itemId,
      startsAt: givingDays.startsAt,
      endsAt: givingDays.endsAt,
      boardFields: givingDays.boardFields,
    })
    .from(givingDays)
    .innerJoin(givingDayItems, eq(givingDayItems.givingDayId, givingDays.id))
    .where(and(gt(givingDays.endsAt, now)));
}

/**
 * $1 the placed order's bill number, $2 the live days' board entries ([{givingDayId, boardValues}]),
 * $3 the donor's key, $4 the form's donor fields, $5 now, $6 its day in Asia/Shanghai: the order
 * joins the boards and reserves its matches (migration 0030, alma_enter_giving_day). No order (the
 * limit was full): no rows.
 */
const ENTER_GIVING_DAY: PreparedSql = {
  name: 'alma_enter_giving_day',
  text: `select pool_id, sponsor, match_fen, full_fen, shortfall, batched
    from alma_enter_giving_day($1::text, $2::jsonb, $3::text, $4::jsonb, $5::timestamptz, $6::date)`,
};

/** The gift's entry on one live giving day's boards: only the donor fields that day ranks by. */
export type BoardEntry = { givingDayId: number; boardValues: Record<string, string> };

/**
 * A gift to a project of a live giving day, placed as any gift is (the limit's lock, the order)
 * and, in the same script and transaction, entered on the days' boards with its matches reserved:
 * one round trip. Null: the limit is full.
 */
export async function placeGivingDayGift(
  database: Database,
  input: {
    order: OrderToPlace;
    limit: OrderLimit;
    boards: BoardEntry[];
    donorKey: string;
    /** The donor fields of the gift's form (a pool may be scoped to one). */
    fields: Readonly<Record<string, string>>;
  },
  now: Date,
): Promise<{ placed: PlacedOrder; matches: ReservedMatch[] } | null> {
  const results = await database.preparedScript([
    ...placingSteps(input.order, input.limit, now),
    {
      statement: ENTER_GIVING_DAY,
      params: [
        input.order.billNo,
        { json: input.boards },
        input.donorKey,
        { json: input.fields },
        now,
        shanghaiDay(now),
      ],
    },
  ]);
  const placed = placedFrom(results[1] ?? []);
  if (!placed) return null;
  return { placed, matches: (results[2] ?? []).map(reservedMatchOf) };
}
