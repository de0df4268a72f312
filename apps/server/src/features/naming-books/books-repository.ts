import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { items } from '../../db/schema/items.ts';
import { bookCategories, bookClaims, books } from '../../db/schema/naming.ts';

/** Reads of the book catalogue and of named copies. */

export async function findProjectExists(db: Db, itemsId: number): Promise<boolean> {
  const [row] = await db.select({ id: items.id }).from(items).where(eq(items.id, itemsId));
  return row !== undefined;
}

export async function listCategories(db: Db, page: { itemsId: number; limit: number; offset: number }) {
  const where = eq(bookCategories.itemsId, page.itemsId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: bookCategories.id, title: bookCategories.title })
      .from(bookCategories)
      .where(where)
      .orderBy(asc(bookCategories.sort), asc(bookCategories.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(bookCategories).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function listBooks(db: Db, filter: { itemsId: number; categoryId?: number; s?: string }) {
  const conditions: SQL[] = [eq(books.itemsId, filter.itemsId)];
  if (filter.categoryId !== undefined) conditions.push(eq(books.categoryId, filter.categoryId));
  if (filter.s) {
    const pattern = containsPattern(filter.s);
    const matches = or(ilike(books.title, pattern), ilike(books.author, pattern));
    if (matches) conditions.push(matches);
  }
  return db
    .select({
      id: books.id,
      title: books.title,
      author: books.author,
      press: books.press,
      categoryTitle: bookCategories.title,
      bookNo: books.bookNo,
      unitPriceFen: books.unitPriceFen,
      stock: books.stock,
      remarks: books.remarks,
      imgUrl: books.imgUrl,
      namingCount: books.namingCount,
    })
    .from(books)
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .where(and(...conditions))
    .orderBy(asc(books.sort), asc(books.id));
}

/** A named claim with its book; held and released claims are nobody's business. */
export async function findNamedClaim(db: Db, claimId: number) {
  const [row] = await db
    .select({
      title: books.title,
      nameplates: bookClaims.nameplates,
      namedAt: bookClaims.namedAt,
    })
    .from(bookClaims)
    .innerJoin(books, eq(books.id, bookClaims.bookId))
    .where(and(eq(bookClaims.id, claimId), eq(bookClaims.state, 'named')));
  return row ?? null;
}
