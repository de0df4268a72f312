import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookClaims, books, nameplateExamples, seatClaims, seats } from '../../db/schema/naming.ts';

/** The project a seat claim belongs to; undefined for an unknown claim. */
export async function findSeatClaimProject(db: Db, claimId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ itemsId: seats.itemsId })
    .from(seatClaims)
    .innerJoin(seats, eq(seats.id, seatClaims.seatId))
    .where(eq(seatClaims.id, claimId));
  return row?.itemsId;
}

/** The project a book claim belongs to; undefined for an unknown claim. */
export async function findBookClaimProject(db: Db, claimId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ itemsId: books.itemsId })
    .from(bookClaims)
    .innerJoin(books, eq(books.id, bookClaims.bookId))
    .where(eq(bookClaims.id, claimId));
  return row?.itemsId;
}

/**
 * A configured detail look (detail_config is not the column's empty default): the given
 * project's if it has one, else the first project's that does, else undefined. One query.
 */
export async function findDetailConfig(db: Db, preferredItemsId: number | undefined) {
  const preferred = preferredItemsId ?? 0;
  const [row] = await db
    .select({ detailConfig: nameplateExamples.detailConfig })
    .from(nameplateExamples)
    .where(sql`${nameplateExamples.detailConfig} <> '{}'::jsonb`)
    .orderBy(sql`${nameplateExamples.itemsId} = ${preferred} desc`, asc(nameplateExamples.itemsId))
    .limit(1);
  return row?.detailConfig;
}
