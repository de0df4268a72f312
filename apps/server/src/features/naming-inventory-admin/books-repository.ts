import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { bookCategories, bookClaims, books } from '../../db/schema/naming.ts';

export type BookCategoryRecord = typeof bookCategories.$inferSelect;
export type BookRecord = typeof books.$inferSelect;
export type BookColumns = Omit<typeof books.$inferInsert, 'id' | 'itemsId' | 'stock' | 'namingCount'>;

export async function listCategoryRecords(db: Db | Tx, itemsId: number) {
  const rows = await db
    .select({ category: bookCategories, bookCount: count(books.id) })
    .from(bookCategories)
    .leftJoin(books, eq(books.categoryId, bookCategories.id))
    .where(eq(bookCategories.itemsId, itemsId))
    .groupBy(bookCategories.id)
    .orderBy(asc(bookCategories.sort), asc(bookCategories.id));
  return rows;
}

/** Serialises a project's category saves (titles unique within the project). */
export async function lockCategories(tx: Tx, itemsId: number): Promise<BookCategoryRecord[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('book-categories-admin', ${itemsId}))`);
  return tx.select().from(bookCategories).where(eq(bookCategories.itemsId, itemsId));
}

export async function findCategory(db: Db | Tx, id: number): Promise<BookCategoryRecord | undefined> {
  const [row] = await db.select().from(bookCategories).where(eq(bookCategories.id, id));
  return row;
}

export async function insertCategory(tx: Tx, values: typeof bookCategories.$inferInsert) {
  const [row] = await tx.insert(bookCategories).values(values).returning();
  if (!row) throw new Error('category not stored');
  return row;
}

export async function updateCategory(tx: Tx, id: number, values: { title: string; sort: number }) {
  const [row] = await tx.update(bookCategories).set(values).where(eq(bookCategories.id, id)).returning();
  if (!row) throw new Error('category not updated');
  return row;
}

export async function deleteCategory(tx: Tx, id: number): Promise<void> {
  await tx.delete(bookCategories).where(eq(bookCategories.id, id));
}

export async function countBooksIn(tx: Tx, categoryId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(books).where(eq(books.categoryId, categoryId));
  return row?.n ?? 0;
}

/** A project's books in the donor's order, with their category's title and the copies held now. */
export async function listBookRecords(db: Db | Tx, itemsId: number) {
  const rows = await db
    .select({ book: books, categoryTitle: bookCategories.title })
    .from(books)
    .leftJoin(bookCategories, eq(bookCategories.id, books.categoryId))
    .where(eq(books.itemsId, itemsId))
    .orderBy(asc(books.sort), asc(books.id));
  const held = await heldCopies(
    db,
    rows.map((row) => row.book.id),
  );
  return rows.map((row) => ({ ...row, held: held.get(row.book.id) ?? 0 }));
}

export async function heldCopies(db: Db | Tx, bookIds: number[]): Promise<Map<number, number>> {
  if (bookIds.length === 0) return new Map();
  const rows = await db
    .select({ bookId: bookClaims.bookId, held: sql<number>`coalesce(sum(${bookClaims.quantity}), 0)::int` })
    .from(bookClaims)
    .where(and(inArray(bookClaims.bookId, bookIds), eq(bookClaims.state, 'held')))
    .groupBy(bookClaims.bookId);
  return new Map(rows.map((row) => [row.bookId, Number(row.held)]));
}

export async function lockBook(tx: Tx, id: number): Promise<BookRecord | undefined> {
  const [row] = await tx.select().from(books).where(eq(books.id, id)).for('update');
  return row;
}

export async function insertBook(tx: Tx, values: typeof books.$inferInsert): Promise<BookRecord> {
  const [row] = await tx.insert(books).values(values).returning();
  if (!row) throw new Error('book not stored');
  return row;
}

export async function updateBook(tx: Tx, id: number, values: BookColumns): Promise<BookRecord> {
  const [row] = await tx.update(books).set(values).where(eq(books.id, id)).returning();
  if (!row) throw new Error('book not updated');
  return row;
}

export async function hasClaims(tx: Tx, bookId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: bookClaims.id })
    .from(bookClaims)
    .where(eq(bookClaims.bookId, bookId))
    .limit(1);
  return row !== undefined;
}

export async function deleteBook(tx: Tx, id: number): Promise<void> {
  await tx.delete(books).where(eq(books.id, id));
}

/**
 * Adds `change` copies (negative takes away) in one conditional update, as orders take stock: it
 * never goes below 0, whatever orders did since staff looked. Null when it would have.
 */
export async function changeStock(tx: Tx, id: number, change: number): Promise<BookRecord | null> {
  const [row] = await tx
    .update(books)
    .set({ stock: sql`${books.stock} + ${change}` })
    .where(and(eq(books.id, id), sql`${books.stock} + ${change} >= 0`))
    .returning();
  return row ?? null;
}
