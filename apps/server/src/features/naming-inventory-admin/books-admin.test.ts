import type { TBookCategoryRow, TBookRow, TBookWrite } from '@alma/shared/admin-api/naming-inventory';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TPage } from '@alma/shared/api/common';
import type { TBook, TBookCategory } from '@alma/shared/api/naming-books';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { auditOf, uploadedImage } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { books } from '../../db/schema/naming.ts';
import { holdBooks, releaseBooksOf } from '../naming-books/book-claims-service.ts';

type Categories = TAdminRows<TBookCategoryRow>;
type Books = TAdminRows<TBookRow>;
type ErrorBody = { error: { code: string; message: string; field?: string } };

let t: TestApp;
let manager: AdminClient;
let editor: AdminClient;
let admin: AdminClient;
let itemsId: number;
let userId: number;
let picture: string;
let bill = 0;

beforeAll(async () => {
  t = await createTestApp();
  manager = await signedInAs(t, 'project_manager');
  editor = await signedInAs(t, 'content_editor');
  admin = await signedInAs(t, 'administrator');
  itemsId = await createItem(t.deps, { itemsType: 2, namingType: 2 });
  userId = (await createUser(t.deps)).userId;
  picture = await uploadedImage(t, manager);
});
afterAll(() => t.close());

const book = (values: Partial<TBookWrite> = {}): TBookWrite => ({
  categoryId: null,
  title: '平凡的世界',
  author: '路遥',
  press: '人民文学出版社',
  bookNo: '978-7-02-010915-6',
  unitPrice: 88.8,
  remarks: '茅盾文学奖',
  imgUrl: '',
  sort: 0,
  ...values,
});
const query = () => ({ itemsId: String(itemsId) });
const donorCategories = () =>
  t.get<TPage<TBookCategory>>(`${DONATEU}/items/bookCategoryList`, { itemsId, limit: 10, offset: 0 });
const donorBooks = () => t.get<TBook[]>(`${DONATEU}/items/bookList`, { itemsId });
const bookRows = async () => (await manager.call<Books>('GET', '/books', undefined, query())).body.rows;

async function createBook(values: Partial<TBookWrite> = {}, stock = 10): Promise<TBookRow> {
  const answer = await manager.call<Books>('POST', '/books', { itemsId, stock, ...book(values) });
  expect(answer.status).toBe(201);
  const row = answer.body.rows.find((one) => one.title === (values.title ?? '平凡的世界'));
  if (!row) throw new Error('book missing');
  return row;
}

async function holdCopies(bookId: number, namingCount: number): Promise<number> {
  bill += 1;
  const [order] = await t.deps.database.db
    .insert(donations)
    .values({ billNo: `BOOK${process.pid}${bill}`, userId, itemsId, crowdType: 1, moneyFen: 0, payType: 1 })
    .returning({ id: donations.id });
  const plate = { donorName: '李四', donorIdentity: '校友', donationMessage: '书香' };
  await holdBooks(t.deps.database.db, {
    donationId: order!.id,
    itemsId,
    books: [{ bookId, namingCount, nameplateList: [plate] }],
  });
  return order!.id;
}

describe('book categories', () => {
  it('creates, edits and deletes, each audited, and the donor’s tabs follow at once', async () => {
    expect((await donorCategories()).data.rows).toEqual([]);
    const created = await manager.call<Categories>('POST', '/book-categories', {
      itemsId,
      title: '文学',
      sort: 2,
    });
    expect(created.status).toBe(201);
    const [row] = created.body.rows;
    if (!row) throw new Error('category missing');
    expect(row).toEqual({ id: row.id, itemsId, title: '文学', sort: 2, bookCount: 0 });
    expect((await donorCategories()).data.rows).toEqual([{ id: row.id, title: '文学' }]);

    await manager.call('PUT', `/book-categories/${row.id}`, { title: '文学经典', sort: 2 });
    expect((await donorCategories()).data.rows).toEqual([{ id: row.id, title: '文学经典' }]);

    // Not while a book is on its shelf.
    const inside = await createBook({ title: '红楼梦', categoryId: row.id });
    const refused = await manager.call<ErrorBody>('DELETE', `/book-categories/${row.id}`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('该分类下还有 1 本书，不能删除');
    expect((await donorBooks()).data.find((one) => one.id === inside.id)?.categoryTitle).toBe('文学经典');
    await manager.call('DELETE', `/books/${inside.id}`, {});

    const deleted = await manager.call<Categories>('DELETE', `/book-categories/${row.id}`, {});
    expect(deleted.body.rows).toEqual([]);
    expect((await donorCategories()).data.rows).toEqual([]);
    const trail = await auditOf(admin, 'book_category', row.id);
    expect(trail.map((entry) => entry.action)).toEqual([
      'bookCategory.delete',
      'bookCategory.edit',
      'bookCategory.create',
    ]);
  });

  it('refuses a second category of one name and bad titles', async () => {
    await manager.call('POST', '/book-categories', { itemsId, title: '历史', sort: 0 });
    const twice = await manager.call<ErrorBody>('POST', '/book-categories', {
      itemsId,
      title: '历史',
      sort: 1,
    });
    expect([twice.status, twice.body.error.message]).toEqual([409, '该项目已有同名分类']);
    const empty = await manager.call<ErrorBody>('POST', '/book-categories', { itemsId, title: ' ', sort: 1 });
    expect([empty.status, empty.body.error.message]).toEqual([400, '请填写标题']);
  });
});

describe('books and stock', () => {
  it('creates and edits a book, each audited; the donor’s list shows it at once, priced in fen', async () => {
    const row = await createBook({ title: '围城', imgUrl: picture }, 5);
    expect(row).toMatchObject({
      ...book({ title: '围城', imgUrl: picture }),
      stock: 5,
      held: 0,
      namingCount: 0,
    });
    const [stored] = await t.deps.database.db.select().from(books).where(eq(books.id, row.id));
    expect(stored).toMatchObject({ unitPriceFen: 8880, stock: 5 });
    expect((await donorBooks()).data.find((one) => one.id === row.id)).toMatchObject({
      title: '围城',
      unitPrice: 88.8,
      stock: 5,
      imgUrl: picture,
    });
    const edited = await manager.call<Books>(
      'PUT',
      `/books/${row.id}`,
      book({ title: '围城', unitPrice: 120 }),
    );
    expect(edited.body.rows.find((one) => one.id === row.id)).toMatchObject({ unitPrice: 120, imgUrl: '' });
    expect((await donorBooks()).data.find((one) => one.id === row.id)?.unitPrice).toBe(120);
    const trail = await auditOf(admin, 'book', row.id);
    expect(trail.map((entry) => entry.action)).toEqual(['book.edit', 'book.create']);
    expect(trail[0]).toMatchObject({ before: { unitPrice: 88.8 }, after: { unitPrice: 120 } });
  });

  it('moves stock by a change, never below what is left while copies are held', async () => {
    const row = await createBook({ title: '活着' }, 4);
    const order = await holdCopies(row.id, 3);
    expect((await bookRows()).find((one) => one.id === row.id)).toMatchObject({ stock: 1, held: 3 });

    const refused = await manager.call<ErrorBody>('POST', `/books/${row.id}/stock`, { change: -2 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      message: '库存不能减少 2 本：可认捐的只剩 1 本（另有 3 本被未支付订单锁定）',
      field: 'change',
    });
    expect((await bookRows()).find((one) => one.id === row.id)?.stock).toBe(1);

    const added = await manager.call<Books>('POST', `/books/${row.id}/stock`, { change: 6 });
    expect(added.body.rows.find((one) => one.id === row.id)?.stock).toBe(7);
    const taken = await manager.call<Books>('POST', `/books/${row.id}/stock`, { change: -7 });
    expect(taken.body.rows.find((one) => one.id === row.id)?.stock).toBe(0);
    expect((await donorBooks()).data.find((one) => one.id === row.id)?.stock).toBe(0);
    // The lapsed order gives its copies back on top.
    await releaseBooksOf(t.deps.database.db, order, new Date());
    expect((await bookRows()).find((one) => one.id === row.id)).toMatchObject({ stock: 3, held: 0 });

    const trail = await auditOf(admin, 'book', row.id);
    expect(trail.slice(0, 2).map((entry) => entry.after)).toEqual([
      { stock: 0, change: -7 },
      { stock: 7, change: 6 },
    ]);

    // A claimed book stays (its orders point at it); a book nobody claimed goes.
    const kept = await manager.call<ErrorBody>('DELETE', `/books/${row.id}`, {});
    expect([kept.status, kept.body.error.message]).toEqual([
      409,
      '该书已有认捐记录，不能删除；可将库存减为 0',
    ]);
    const spare = await createBook({ title: '边城' });
    const gone = await manager.call<Books>('DELETE', `/books/${spare.id}`, {});
    expect(gone.body.rows.find((one) => one.id === spare.id)).toBeUndefined();
    expect((await donorBooks()).data.find((one) => one.id === spare.id)).toBeUndefined();
    expect((await auditOf(admin, 'book', spare.id))[0]?.action).toBe('book.delete');
  });

  it('refuses bad books in the staff member’s words; nothing changes', async () => {
    const row = await createBook({ title: '校验书' });
    const otherProject = await createItem(t.deps, { itemsType: 2, namingType: 2 });
    const foreign = await manager.call<Categories>('POST', '/book-categories', {
      itemsId: otherProject,
      title: '别的项目',
      sort: 0,
    });
    const foreignId = foreign.body.rows[0]?.id;
    const before = await bookRows();
    const auditBefore = (await auditOf(admin, 'book', row.id)).length;
    const price = '单价须大于 0 元、不超过 10,000,000 元，最多两位小数';
    const refusals: Array<[string, string, unknown, number, string]> = [
      ['POST', '/books', { itemsId, stock: 1, ...book({ unitPrice: 0 }) }, 400, price],
      ['POST', '/books', { itemsId, stock: 1, ...book({ unitPrice: 9.999 }) }, 400, price],
      ['POST', '/books', { itemsId, stock: -1, ...book() }, 400, '库存不能小于0'],
      [
        'POST',
        '/books',
        { itemsId, stock: 1, ...book({ bookNo: 'ISBN 978' }) },
        400,
        'ISBN 只能包含数字、X 和连字符',
      ],
      ['POST', '/books', { itemsId, stock: 1, ...book({ title: '' }) }, 400, '请填写标题'],
      [
        'POST',
        '/books',
        { itemsId, stock: 1, ...book({ categoryId: foreignId }) },
        400,
        '所选分类不存在或不属于该项目',
      ],
      ['PUT', `/books/${row.id}`, book({ title: '校验书', unitPrice: -1 }), 400, price],
      [
        'PUT',
        `/books/${row.id}`,
        book({ title: '校验书', categoryId: 999_999 }),
        400,
        '所选分类不存在或不属于该项目',
      ],
      ['PUT', '/books/999999', book(), 404, '内容不存在'],
      ['POST', `/books/${row.id}/stock`, { change: 0 }, 400, '库存变化格式不正确'],
      ['POST', `/books/${row.id}/stock`, { change: 1.5 }, 400, '库存变化格式不正确'],
      [
        'POST',
        `/books/${row.id}/stock`,
        { change: -11 },
        409,
        '库存不能减少 11 本：可认捐的只剩 10 本（另有 0 本被未支付订单锁定）',
      ],
      ['GET', '/books', undefined, 400, '请填写项目'],
    ];
    for (const [index, [method, path, body, status, words]] of refusals.entries()) {
      const answer = await manager.call<ErrorBody>(method, path, body);
      expect(answer.status, `${index}: ${method} ${path}`).toBe(status);
      expect(answer.body.error.message, `${index}`).toBe(words);
    }
    expect(await bookRows()).toEqual(before);
    expect((await auditOf(admin, 'book', row.id)).length).toBe(auditBefore);
  });
});

describe('who may edit books', () => {
  it('lets content editors read, and keeps their writes and other roles out', async () => {
    const row = await createBook({ title: '权限书' });
    expect((await editor.call('GET', '/books', undefined, query())).status).toBe(200);
    expect((await editor.call('GET', '/book-categories', undefined, query())).status).toBe(200);
    const writes: Array<[string, string, unknown]> = [
      ['POST', '/books', { itemsId, stock: 1, ...book({ title: '编辑' }) }],
      ['PUT', `/books/${row.id}`, book({ title: '编辑' })],
      ['DELETE', `/books/${row.id}`, {}],
      ['POST', `/books/${row.id}/stock`, { change: 1 }],
      ['POST', '/book-categories', { itemsId, title: '编辑', sort: 0 }],
      ['PUT', '/book-categories/1', { title: '编辑', sort: 0 }],
      ['DELETE', '/book-categories/1', {}],
    ];
    for (const [method, path, body] of writes) {
      expect((await editor.call(method, path, body)).status, `${method} ${path}`).toBe(403);
    }
    const finance = await signedInAs(t, 'finance');
    expect((await finance.call('GET', '/books', undefined, query())).status).toBe(403);
    expect((await bookRows()).find((one) => one.id === row.id)?.stock).toBe(10);
  });
});
