import type { TPage } from '@alma/shared/api/common';
import type { TBook, TBookCategory, TShowDataRow } from '@alma/shared/api/naming-books';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { donations } from '../../db/schema/donations.ts';
import { bookCategories, bookClaims, books } from '../../db/schema/naming.ts';
import { holdBooks, nameBooksOf } from './book-claims-service.ts';

let t: TestApp;
let itemsId: number;
let userId: number;
let categoryIds: number[];
let bookIds: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  ({ userId } = await createUser(t.deps));
  itemsId = await createItem(t.deps, { itemsType: 2, namingType: 2 });
  const { db } = t.deps.database;
  const categories = await db
    .insert(bookCategories)
    .values(['文学', '历史', '科学'].map((title, sort) => ({ itemsId, title, sort })))
    .returning({ id: bookCategories.id });
  categoryIds = categories.map((row) => row.id);
  const [literature, history, science] = categoryIds;
  const rows = await db
    .insert(books)
    .values(
      [
        {
          title: '平凡的世界',
          author: '路遥',
          categoryId: literature,
          unitPriceFen: 15_050,
          stock: 12,
          sort: 1,
        },
        { title: '围城', author: '钱锺书', categoryId: literature, unitPriceFen: 12_000, stock: 0, sort: 2 },
        { title: '史记', author: '司马迁', categoryId: history, unitPriceFen: 20_000, stock: 4, sort: 3 },
        { title: '时间简史', author: '霍金', categoryId: science, unitPriceFen: 12_800, stock: 3, sort: 4 },
        {
          title: '统计学：100%入门',
          author: '某某',
          categoryId: science,
          unitPriceFen: 10_000,
          stock: 1,
          sort: 5,
        },
      ].map((book) => ({
        ...book,
        itemsId,
        press: '人民文学出版社',
        bookNo: '9787020024131',
        remarks: '经典',
      })),
    )
    .returning({ id: books.id, title: books.title });
  bookIds = Object.fromEntries(rows.map((row) => [row.title, row.id]));
});
afterAll(() => t.close());

const idOf = (title: string) => bookIds[title] ?? 0;
const categoryList = (query: Record<string, unknown>) =>
  t.get<TPage<TBookCategory>>(`${DONATEU}/items/bookCategoryList`, query);
const bookList = (query: Record<string, unknown>) => t.get<TBook[]>(`${DONATEU}/items/bookList`, query);
const titles = async (query: Record<string, unknown>) =>
  ((await bookList({ itemsId, ...query })).data ?? []).map((book) => book.title);

async function namedOrder(bookId: number, count: number, nameplateList: Array<Record<string, string>>) {
  const { db } = t.deps.database;
  const [order] = await db
    .insert(donations)
    .values({ billNo: `ROUTES${bookId}${count}`, userId, itemsId, crowdType: 1, moneyFen: 1, payType: 1 })
    .returning({ id: donations.id });
  if (!order) throw new Error('no order');
  const books = [{ bookId, namingCount: count, nameplateList: nameplateList as never }];
  await db.transaction((tx) => holdBooks(tx, { donationId: order.id, itemsId, books }));
  const [claim] = await db.select().from(bookClaims).where(eq(bookClaims.donationId, order.id));
  if (!claim) throw new Error('no claim');
  return { donationId: order.id, claimId: claim.id };
}

describe('items/bookCategoryList', () => {
  it('pages the categories in their order', async () => {
    expect((await categoryList({ itemsId })).data).toEqual({
      rows: [
        { id: categoryIds[0], title: '文学' },
        { id: categoryIds[1], title: '历史' },
        { id: categoryIds[2], title: '科学' },
      ],
      total: 3,
    });
    expect((await categoryList({ itemsId, limit: 1, offset: 1 })).data).toEqual({
      rows: [{ id: categoryIds[1], title: '历史' }],
      total: 3,
    });
  });

  it('answers -1 for an unknown project or a bad query', async () => {
    expect(await categoryList({ itemsId: 999_999 })).toMatchObject({ code: -1, message: '内容不存在' });
    expect(await categoryList({})).toMatchObject({ code: -1, message: '缺少参数：itemsId' });
    expect(await categoryList({ itemsId, limit: 'x' })).toMatchObject({
      code: -1,
      message: '参数错误：limit',
    });
  });
});

describe('items/bookList', () => {
  it('lists every book with its fields, price in yuan', async () => {
    const answer = await bookList({ itemsId });
    expect(answer.code).toBe(0);
    expect(answer.data.map((book) => book.title)).toEqual([
      '平凡的世界',
      '围城',
      '史记',
      '时间简史',
      '统计学：100%入门',
    ]);
    expect(answer.data[0]).toEqual({
      id: idOf('平凡的世界'),
      title: '平凡的世界',
      author: '路遥',
      press: '人民文学出版社',
      categoryTitle: '文学',
      bookNo: '9787020024131',
      unitPrice: 150.5,
      stock: 12,
      remarks: '经典',
      imgUrl: '',
      namingCount: 0,
    });
  });

  it('filters by category and searches title and author, taking % literally', async () => {
    expect(await titles({ categoryId: categoryIds[1] })).toEqual(['史记']);
    expect(await titles({ s: '世界' })).toEqual(['平凡的世界']);
    expect(await titles({ s: '钱锺书' })).toEqual(['围城']);
    expect(await titles({ s: '100%' })).toEqual(['统计学：100%入门']);
    expect(await titles({ s: '%' })).toEqual(['统计学：100%入门']);
    expect(await titles({ s: '_' })).toEqual([]);
    expect(await titles({ s: '简史', categoryId: categoryIds[0] })).toEqual([]);
    expect(await titles({ s: '' })).toHaveLength(5);
  });

  it('answers -1 for an unknown project or a bad query', async () => {
    expect(await bookList({ itemsId: 999_999 })).toMatchObject({ code: -1, message: '内容不存在' });
    expect(await bookList({ itemsId, categoryId: 'x' })).toMatchObject({ code: -1 });
    expect(await bookList({ itemsId, s: '长'.repeat(51) })).toMatchObject({
      code: -1,
      message: '参数错误：s',
    });
  });

  it('shows stock and naming counts as they are now, never a cached copy', async () => {
    const bookId = idOf('时间简史');
    const stockNow = async () => (await bookList({ itemsId })).data.find((book) => book.id === bookId);
    expect(await stockNow()).toMatchObject({ stock: 3, namingCount: 0 });
    const { donationId } = await namedOrder(bookId, 2, [
      { donorName: '李四', donorIdentity: '', donationMessage: '' },
    ]);
    expect(await stockNow()).toMatchObject({ stock: 1, namingCount: 0 });
    await t.deps.database.db.transaction((tx) => nameBooksOf(tx, donationId, new Date()));
    expect(await stockNow()).toMatchObject({ stock: 1, namingCount: 2 });
  });
});

describe('items/getBookShowData', () => {
  it('shows a named copy and hides a held one', async () => {
    const plates = [
      { donorName: '王五', donorIdentity: '1998级校友', donationMessage: '读书明理' },
      { donorName: '赵六', donorIdentity: '', donationMessage: '' },
    ];
    const { donationId, claimId } = await namedOrder(idOf('史记'), 2, plates);
    const show = (options: { language?: 'English' } = {}) =>
      t.get<TShowDataRow[]>(`${DONATEU}/items/getBookShowData`, { id: claimId }, options);
    expect(await show()).toMatchObject({ code: -1, message: '内容不存在' });

    await t.deps.database.db.transaction((tx) =>
      nameBooksOf(tx, donationId, new Date('2026-11-20T08:00:00Z')),
    );
    expect((await show()).data).toEqual([
      { fieldTitle: '书名', fieldValue: '《史记》' },
      { fieldTitle: '冠名人', fieldValue: '王五' },
      { fieldTitle: '身份', fieldValue: '1998级校友' },
      { fieldTitle: '寄语', fieldValue: '读书明理' },
      { fieldTitle: '冠名人', fieldValue: '赵六' },
      { fieldTitle: '冠名时间', fieldValue: '2026-11-20' },
    ]);
    expect((await show({ language: 'English' })).data[0]).toEqual({
      fieldTitle: 'Title',
      fieldValue: '《史记》',
    });
  });

  it('shows one nameplate put on every copy once', async () => {
    const plate = { donorName: '钱七', donorIdentity: '', donationMessage: '' };
    const { donationId, claimId } = await namedOrder(idOf('平凡的世界'), 3, [plate]);
    await t.deps.database.db.transaction((tx) => nameBooksOf(tx, donationId, new Date()));
    const rows = (await t.get<TShowDataRow[]>(`${DONATEU}/items/getBookShowData`, { id: claimId })).data;
    expect(rows.filter((row) => row.fieldTitle === '冠名人')).toEqual([
      { fieldTitle: '冠名人', fieldValue: '钱七' },
    ]);
  });

  it('answers -1 for an unknown or malformed id', async () => {
    const show = (id: unknown) => t.get(`${DONATEU}/items/getBookShowData`, { id });
    expect(await show(999_999)).toMatchObject({ code: -1, message: '内容不存在' });
    expect(await show('abc')).toMatchObject({ code: -1, message: '参数错误：id' });
  });
});
