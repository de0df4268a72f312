import type { TBookCreate, TBookRow, TBookWrite } from '@alma/shared/admin-api/naming-inventory';
import { AppError } from '@alma/shared/errors/app-error';
import { fenToYuan, yuanToFen } from '@alma/shared/money/money';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import {
  type BookRecord,
  changeStock,
  deleteBook,
  findCategory,
  hasClaims,
  heldCopies,
  insertBook,
  listBookRecords,
  lockBook,
  updateBook,
} from './books-repository.ts';
import { assertNamingProject } from './seat-areas-service.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

/** What staff set of a book (stock apart: it moves with orders), as the audit trail keeps it. */
function valuesOf(book: BookRecord): TBookWrite {
  return {
    categoryId: book.categoryId,
    title: book.title,
    author: book.author,
    press: book.press,
    bookNo: book.bookNo,
    unitPrice: fenToYuan(book.unitPriceFen),
    remarks: book.remarks,
    imgUrl: book.imgUrl,
    sort: book.sort,
  };
}

function columnsOf(input: TBookWrite) {
  const { unitPrice, ...rest } = input;
  return { ...rest, unitPriceFen: yuanToFen(unitPrice) ?? 0 };
}

export async function bookRows(db: Db | Tx, itemsId: number): Promise<TBookRow[]> {
  await assertNamingProject(db, itemsId);
  const rows = await listBookRecords(db, itemsId);
  return rows.map(({ book, categoryTitle, held }) => ({
    id: book.id,
    itemsId: book.itemsId,
    ...valuesOf(book),
    categoryTitle: categoryTitle ?? '',
    stock: book.stock,
    held,
    namingCount: book.namingCount,
  }));
}

async function assertBook(tx: Tx, itemsId: number, input: TBookWrite, before: BookRecord | null) {
  if (input.categoryId !== null && input.categoryId !== before?.categoryId) {
    const category = await findCategory(tx, input.categoryId);
    if (category?.itemsId !== itemsId) {
      throw new AppError('INVALID_REQUEST', 'admin.namingInventory.categoryNotFound', {
        field: 'categoryId',
      });
    }
  }
  if (input.imgUrl !== '' && input.imgUrl !== before?.imgUrl) {
    await assertStoredImages(tx, [{ field: 'imgUrl', url: input.imgUrl }]);
  }
}

export async function createBook(database: Database, actor: AuditActor, input: TBookCreate) {
  const { itemsId, stock, ...values } = input;
  return database.db.transaction(async (tx) => {
    await assertNamingProject(tx, itemsId);
    await assertBook(tx, itemsId, values, null);
    const row = await insertBook(tx, { itemsId, stock, ...columnsOf(values) });
    await recordAudit(tx, actor, {
      action: 'book.create',
      targetType: 'book',
      targetId: row.id,
      after: { itemsId, stock, ...valuesOf(row) },
    });
    return bookRows(tx, itemsId);
  });
}

export async function editBook(database: Database, actor: AuditActor, id: number, input: TBookWrite) {
  return database.db.transaction(async (tx) => {
    const before = await lockBook(tx, id);
    if (!before) throw notFound();
    await assertBook(tx, before.itemsId, input, before);
    const previous = valuesOf(before);
    if (JSON.stringify(previous) === JSON.stringify(input)) recordNoChange(actor);
    else {
      const saved = await updateBook(tx, id, columnsOf(input));
      await recordAudit(tx, actor, {
        action: 'book.edit',
        targetType: 'book',
        targetId: id,
        before: previous,
        after: valuesOf(saved),
      });
    }
    return bookRows(tx, before.itemsId);
  });
}

/** A book any order ever claimed stays (the order points at it); staff take its stock to 0. */
export async function removeBook(database: Database, actor: AuditActor, id: number) {
  return database.db.transaction(async (tx) => {
    const before = await lockBook(tx, id);
    if (!before) throw notFound();
    if (await hasClaims(tx, id)) throw new AppError('CONFLICT', 'admin.namingInventory.bookHasHistory');
    await deleteBook(tx, id);
    await recordAudit(tx, actor, {
      action: 'book.delete',
      targetType: 'book',
      targetId: id,
      before: { itemsId: before.itemsId, stock: before.stock, ...valuesOf(before) },
    });
    return bookRows(tx, before.itemsId);
  });
}

/**
 * Adds or takes away copies. Copies held by unpaid orders have already left stock (and come back if
 * the order lapses), so what can be taken away is what is left to claim: stock never goes below 0,
 * and the refusal says how many are held.
 */
export async function adjustStock(database: Database, actor: AuditActor, id: number, change: number) {
  return database.db.transaction(async (tx) => {
    const before = await lockBook(tx, id);
    if (!before) throw notFound();
    const saved = await changeStock(tx, id, change);
    if (!saved) {
      const held = (await heldCopies(tx, [id])).get(id) ?? 0;
      throw new AppError('CONFLICT', 'admin.namingInventory.stockBelowHeld', {
        field: 'change',
        count: -change,
        stock: before.stock,
        held,
      });
    }
    await recordAudit(tx, actor, {
      action: 'book.stock',
      targetType: 'book',
      targetId: id,
      before: { stock: before.stock },
      after: { stock: saved.stock, change },
    });
    return bookRows(tx, before.itemsId);
  });
}
