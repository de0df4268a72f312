import type { TNameplateDetailConfig } from '@alma/shared/api/naming';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createDonation } from '../../../test/items-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  bookClaims,
  books,
  nameplateExamples,
  seatAreas,
  seatClaims,
  seats,
} from '../../db/schema/naming.ts';

const DETAIL_CONFIG = `${DONATEU}/items/getNameplateDetailConfig`;
const EMPTY: TNameplateDetailConfig = { bg_img: '', bg_word: '', bottom_img: '', bg_color: '' };
const HOUSE: TNameplateDetailConfig = {
  bg_img: '/files/nameplate/house-bg.png',
  bg_word: '厚德',
  bottom_img: '/files/nameplate/house-foot.png',
  bg_color: '#8b0000',
};

let t: TestApp;
const claims: Record<string, number> = {};

const lookOf = async (query: Record<string, unknown>) => t.get<TNameplateDetailConfig>(DETAIL_CONFIG, query);

/** A claim of `type` (1 seat, 2 book) on a new object of the project. */
async function claimIn(itemsId: number, type: 1 | 2, donationId: number): Promise<number> {
  const db = t.deps.database.db;
  if (type === 2) {
    const [book] = await db
      .insert(books)
      .values({ itemsId, title: '书', unitPriceFen: 100, stock: 1 })
      .returning({ id: books.id });
    const [claim] = await db
      .insert(bookClaims)
      .values({ bookId: book!.id, donationId, state: 'named', quantity: 1, unitPriceFen: 100 })
      .returning({ id: bookClaims.id });
    return claim!.id;
  }
  const [area] = await db
    .insert(seatAreas)
    .values({ itemsId, title: '区', type: 3 })
    .returning({ id: seatAreas.id });
  const [seat] = await db
    .insert(seats)
    .values({ areaId: area!.id, itemsId, label: '1号' })
    .returning({ id: seats.id });
  const [claim] = await db
    .insert(seatClaims)
    .values({ seatId: seat!.id, donationId, state: 'named', termYear: 0, termMoneyFen: 100 })
    .returning({ id: seatClaims.id });
  return claim!.id;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('items/getNameplateDetailConfig', () => {
  it('answers empty strings, not an error, while no project has a look', async () => {
    expect(await lookOf({})).toEqual({ code: 0, message: 'success', data: EMPTY });
    expect((await lookOf({ type: 1, id: 123 })).data).toEqual(EMPTY);
  });

  it('answers the look of the claim’s project, else the first configured project’s', async () => {
    const db = t.deps.database.db;
    const { userId } = await createUser(t.deps);
    // In id order: a nameplate without a look, the house look, a project's own, none at all.
    const [bare, house, own, none] = [
      await createItem(t.deps, { itemsType: 2 }),
      await createItem(t.deps, { itemsType: 2 }),
      await createItem(t.deps, { itemsType: 2 }),
      await createItem(t.deps, { itemsType: 2 }),
    ] as [number, number, number, number];
    await db.insert(nameplateExamples).values([
      { itemsId: bare, bgImg: '/files/nameplate/bare.png' },
      { itemsId: house, detailConfig: HOUSE },
      // Written by hand: a field missing, another not text.
      {
        itemsId: own,
        detailConfig: {
          bg_img: '/files/own.png',
          bg_word: '',
          bg_color: 7,
        } as unknown as TNameplateDetailConfig,
      },
    ]);
    const donationId = await createDonation(t.deps, { userId, itemsId: own });
    claims.ownSeat = await claimIn(own, 1, donationId);
    claims.ownBook = await claimIn(own, 2, donationId);
    claims.bareSeat = await claimIn(bare, 1, donationId);
    claims.noneBook = await claimIn(none, 2, donationId);
    // The rows were written behind the cache's back.
    t.deps.cache.clear();

    const ownLook = { bg_img: '/files/own.png', bg_word: '', bottom_img: '', bg_color: '' };
    expect((await lookOf({ type: 1, id: claims.ownSeat })).data).toEqual(ownLook);
    expect((await lookOf({ type: '2', id: String(claims.ownBook) })).data).toEqual(ownLook);
    for (const query of [
      {},
      { type: '', id: '' },
      { type: 1, id: claims.bareSeat },
      { type: 2, id: claims.noneBook },
      { type: 2, id: 99_999_999 },
      { type: 1, id: 99_999_999 },
      // Only one of the two: no claim to follow.
      { id: claims.ownSeat },
      { type: 1 },
    ]) {
      expect((await lookOf(query)).data, JSON.stringify(query)).toEqual(HOUSE);
    }
  });

  it.each([
    [{ type: 1, id: 'x' }, '参数错误：id'],
    [{ type: 1, id: 0 }, '参数错误：id'],
    [{ type: 1, id: 1.5 }, '参数错误：id'],
    [{ type: 3, id: 1 }, '参数错误：type'],
    [{ type: 'seat', id: 1 }, '参数错误：type'],
  ])('refuses %o with a message naming the field', async (query, message) => {
    expect(await lookOf(query)).toMatchObject({ code: -1, message, data: null });
  });
});
