import type { THoldRelease, TNamingHoldRow } from '@alma/shared/admin-api/naming-fulfilment';
import type { TAdminRows } from '@alma/shared/admin-api/paging';
import type { TSeatStatusMap } from '@alma/shared/api/naming-activity';
import { DONATEU } from '@alma/shared/api/spec-paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminClient, signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createHall } from '../../../test/naming-fixtures.ts';
import { notify, orderRow, placeOrder, setOrderExpiry } from '../../../test/order-fixtures.ts';
import { auditOf } from '../../../test/projects-admin-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { books, seatClaims } from '../../db/schema/naming.ts';
import { mobileLookup, normaliseMobile } from '../../security/mobile-number.ts';

let t: TestApp;
let admin: AdminClient;
let manager: AdminClient;
let fulfilment: AdminClient;
let finance: AdminClient;
let hall: Awaited<ReturnType<typeof createHall>>;
let library: { itemsId: number; bookId: number };

const TERMS = [{ termName: '10年', termMoneyFen: 100_000, termYear: 10 }];
const plate = { donorName: '张三', donorIdentity: '校友', donationMessage: '感恩母校' };

async function donor(mobile: string) {
  const parsed = normaliseMobile(mobile);
  if (!parsed) throw new Error('test mobile does not parse');
  return createUser(t.deps, {
    mobileLookup: mobileLookup(t.deps.secrets, parsed),
    mobileBox: t.deps.secrets.seal(`86-${mobile}`),
  });
}

function seatOrder(token: string, seatIds: number[]) {
  return placeOrder(t, token, {
    itemsId: hall.itemsId,
    itemsType: 2,
    namingType: 1,
    seatList: seatIds.map((seatId) => ({
      seatId,
      termYear: 10,
      areaId: hall.areaId,
      itemsId: hall.itemsId,
      ...plate,
    })),
  });
}

const statusOf = async (seatId: number) => {
  const answer = await t.post<TSeatStatusMap>(`${DONATEU}/naming/activity/getSeatStatusList`, {
    itemsId: hall.itemsId,
  });
  return answer.data[String(seatId)];
};
type ListedSeat = { id: number; status: number } | null;
const seatListStatus = async (seatId: number) => {
  const answer = await t.get<{ twoArray: ListedSeat[][]; oneArray: ListedSeat[] }>(
    `${DONATEU}/items/seatList`,
    {
      areaId: hall.areaId,
    },
  );
  return [...answer.data.twoArray.flat(), ...answer.data.oneArray].find((seat) => seat?.id === seatId)
    ?.status;
};

async function holds(client: AdminClient, query: Record<string, string> = {}) {
  const answer = await client.call<TAdminRows<TNamingHoldRow>>('GET', '/naming-holds', undefined, query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}
const release = (client: AdminClient, billNo: string) =>
  client.call<THoldRelease & { error: { message: string; field: string } }>(
    'POST',
    `/naming-holds/${billNo}/release`,
    {},
  );

let seatBill: string;
let bookBill: string;

beforeAll(async () => {
  t = await createTestApp({ ALMA_DEMO: '1', ALMA_AUDIT_STRICT: '1' });
  [admin, manager, fulfilment, finance] = await Promise.all([
    signedInAs(t, 'administrator'),
    signedInAs(t, 'project_manager'),
    signedInAs(t, 'fulfilment'),
    signedInAs(t, 'finance'),
  ]);
  hall = await createHall(t.deps, 6, TERMS);
  const libraryId = await createItem(t.deps, { itemsType: 2, namingType: 2, name: '图书冠名' });
  const [book] = await t.deps.database.db
    .insert(books)
    .values({ itemsId: libraryId, title: '围城', unitPriceFen: 10_000, stock: 5 })
    .returning({ id: books.id });
  library = { itemsId: libraryId, bookId: book!.id };
  const seatDonor = await donor('13912340001');
  seatBill = await seatOrder(seatDonor.token, [hall.seatIds[0]!, hall.seatIds[1]!]);
  const bookDonor = await donor('13912340002');
  bookBill = await placeOrder(t, bookDonor.token, {
    itemsId: libraryId,
    itemsType: 2,
    namingType: 2,
    bookList: [
      {
        bookId: library.bookId,
        itemsId: libraryId,
        namingCount: 2,
        unitPrice: 100,
        title: '围城',
        nameplateList: [plate, plate],
      },
    ],
  });
}, 60_000);
afterAll(() => t.close());

describe('GET /naming-holds', () => {
  it('lists held seats and books with the order, the donor masked and the times', async () => {
    const page = await holds(fulfilment);
    const mine = page.rows.filter((row) => [seatBill, bookBill].includes(row.billNo));
    expect(mine.map((row) => [row.kind, row.objectLabel, row.plateName, row.billNo])).toEqual(
      expect.arrayContaining([
        ['seat', hall.labels[0], '张三', seatBill],
        ['seat', hall.labels[1], '张三', seatBill],
        ['book', '《围城》×2', '张三', bookBill],
      ]),
    );
    const seatRow = mine.find((row) => row.kind === 'seat')!;
    expect(seatRow.donorMobile).toBe('139****0001');
    expect(JSON.stringify(page)).not.toContain('13912340001');
    expect(seatRow.heldSince).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(seatRow.expiresAt > seatRow.heldSince).toBe(true);
  });

  it('filters by project and pages on the server', async () => {
    const seatsOnly = await holds(admin, { itemsId: String(hall.itemsId) });
    expect(seatsOnly.total).toBe(2);
    expect(seatsOnly.rows.every((row) => row.itemsId === hall.itemsId)).toBe(true);
    const second = await holds(admin, { itemsId: String(hall.itemsId), page: '2', pageSize: '1' });
    expect(second.rows).toHaveLength(1);
    expect(second.total).toBe(2);
    expect(second.rows[0]!.key).not.toBe(seatsOnly.rows[0]!.key);
    expect((await holds(admin, { itemsId: '999999' })).rows).toEqual([]);
  });

  it('refuses a bad filter naming the field, and roles outside the table', async () => {
    const bad = await admin.call<{ error: { field: string } }>('GET', '/naming-holds', undefined, {
      itemsId: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('itemsId');
    expect((await finance.call('GET', '/naming-holds')).status).toBe(403);
  });
});

describe('POST /naming-holds/:billNo/release', () => {
  it('is refused to fulfilment and finance, changing nothing', async () => {
    expect((await release(fulfilment, seatBill)).status).toBe(403);
    expect((await release(finance, seatBill)).status).toBe(403);
    expect((await orderRow(t.deps, seatBill)).status).toBe('PENDING');
    expect(await statusOf(hall.seatIds[0]!)).toBe(4);
  });

  it('cancels the order: the seats are free on seatList and the maps, with an audit row', async () => {
    expect(await seatListStatus(hall.seatIds[0]!)).not.toBe(1);
    const answer = await release(manager, seatBill);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ billNo: seatBill, status: 'CANCELLED', seats: 2, books: 0 });
    expect((await orderRow(t.deps, seatBill)).status).toBe('CANCELLED');
    for (const seatId of hall.seatIds.slice(0, 2)) {
      expect(await statusOf(seatId)).toBe(1);
      expect(await seatListStatus(seatId)).toBe(1);
    }
    expect((await holds(admin, { itemsId: String(hall.itemsId) })).total).toBe(0);
    const [row] = await auditOf(admin, 'order', seatBill);
    expect(row).toMatchObject({
      action: 'namingHold.release',
      before: { status: 'PENDING', heldSeats: 2 },
      after: { status: 'CANCELLED', heldSeats: 0 },
    });
  });

  it('gives a book hold’s copies back to stock', async () => {
    const stock = async () =>
      (
        await t.deps.database.db
          .select({ stock: books.stock })
          .from(books)
          .where(eq(books.id, library.bookId))
      )[0]?.stock;
    expect(await stock()).toBe(3);
    expect((await release(admin, bookBill)).body).toMatchObject({ status: 'CANCELLED', books: 1 });
    expect(await stock()).toBe(5);
  });

  it('refuses an order no longer unpaid with a clear message, in the staff language', async () => {
    const again = await release(admin, seatBill);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('该订单已不是待支付状态（CANCELLED），无需释放');
    const english = await t.app.inject({
      method: 'POST',
      url: `/admin-api/v1/naming-holds/${seatBill}/release`,
      headers: { cookie: admin.cookie, 'x-csrf-token': admin.me.csrfToken, language: 'English' },
      payload: {},
    });
    expect(english.statusCode).toBe(409);
    expect(english.json().error.message).toBe(
      'This order is no longer unpaid (CANCELLED), so there is nothing to release',
    );
    expect((await release(admin, 'NOPE123')).status).toBe(404);
    expect(await auditOf(admin, 'order', seatBill)).toHaveLength(1);
  });

  it('expires an order past its time instead of cancelling it', async () => {
    const late = await donor('13912340003');
    const bill = await seatOrder(late.token, [hall.seatIds[4]!]);
    await setOrderExpiry(t.deps, bill, new Date(Date.now() - 1000));
    const answer = await release(admin, bill);
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toContain('EXPIRED');
    expect((await orderRow(t.deps, bill)).status).toBe('EXPIRED');
    expect(await statusOf(hall.seatIds[4]!)).toBe(1);
  });

  it('a released order paid anyway names the seat if it is still free, else is refunded', async () => {
    const payer = await donor('13912340004');
    const free = await seatOrder(payer.token, [hall.seatIds[2]!]);
    expect((await release(admin, free)).status).toBe(200);
    await notify(t, { billNo: free, amountFen: 100_000 });
    expect((await orderRow(t.deps, free)).status).toBe('PAID');
    expect(await statusOf(hall.seatIds[2]!)).toBe(2);

    const loser = await donor('13912340005');
    const taken = await seatOrder(loser.token, [hall.seatIds[3]!]);
    expect((await release(admin, taken)).status).toBe(200);
    const winner = await donor('13912340006');
    const winnerBill = await seatOrder(winner.token, [hall.seatIds[3]!]);
    await notify(t, { billNo: winnerBill, amountFen: 100_000 });
    await notify(t, { billNo: taken, amountFen: 100_000 });
    expect((await orderRow(t.deps, taken)).status).toBe('REFUNDED');
    const claims = await t.deps.database.db
      .select({ state: seatClaims.state })
      .from(seatClaims)
      .where(eq(seatClaims.seatId, hall.seatIds[3]!));
    expect(claims.filter((claim) => claim.state === 'named')).toHaveLength(1);
  });
});
