import { createHash } from 'node:crypto';
import { ZAdminFormField } from '@alma/shared/admin-api/donation-form';
import { ZCategoryWrite } from '@alma/shared/admin-api/project-categories';
import { ZProjectFields, ZSubItemsWrite } from '@alma/shared/admin-api/projects';
import type { TGivingDayDetail } from '@alma/shared/api/giving-days';
import { SPEC_PATHS } from '@alma/shared/api/spec-paths';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/admin-fixtures.ts';
import { createItem, createUser } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { startSession } from '../../features/sessions/service.ts';
import { verifyPassword } from '../../security/password.ts';
import { users } from '../schema/accounts.ts';
import { donationForms } from '../schema/donation-forms.ts';
import { donations, leavewords, togethers } from '../schema/donations.ts';
import { items, itemTypes, progressEntries, subItems, usePublicity } from '../schema/items.ts';
import { bookCategories, bookClaims, books, nameplateExamples, seatClaims, seats } from '../schema/naming.ts';
import { awards, files, foundation, receiptConfig, settings } from '../schema/site.ts';
import { PROJECT, USER } from './demo-ids.ts';
import { seedDemoGivingDaysIfNone } from './giving-days-data.ts';
import { seedDemoIfEmpty } from './seed-demo.ts';

const sha256hex = (text: string) => createHash('sha256').update(text).digest('hex');
const ENGLISH_PROJECT_TEXTS = {
  nameEn: true,
  introEn: true,
  materialNameEn: true,
  materialUnitEn: true,
} as const;
const CAMPAIGN_IDS = [4, 7, 8, 10, 11, 12, 13, 15];

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const { db } = t.deps.database;
  const tables = {
    users,
    donations,
    leavewords,
    togethers,
    items,
    itemTypes,
    progressEntries,
    subItems,
    usePublicity,
    awards,
    files,
    foundation,
    receiptConfig,
    settings,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, await db.$count(table)] as const),
  );
  return Object.fromEntries(entries);
}

/** Sums of PAID orders grouped by a key, computed here independently of the seed. */
function sums(
  rows: Array<typeof donations.$inferSelect>,
  key: (row: typeof donations.$inferSelect) => number | null,
) {
  const totals = new Map<number, { money: number; material: number; orders: number }>();
  for (const row of rows) {
    const id = key(row);
    if (id === null) continue;
    const total = totals.get(id) ?? { money: 0, material: 0, orders: 0 };
    total.money += row.moneyFen;
    total.material += row.materialNumber;
    total.orders += 1;
    totals.set(id, total);
  }
  return totals;
}

/** Objects a directory label names: '甲、乙' is two seats, '《书》×3' three books. */
const namedIn = (label: string) =>
  label.split('、').reduce((count, part) => count + Number(/×(\d+)$/.exec(part)?.[1] ?? 1), 0);

describe('demo seed', () => {
  let t: TestApp;
  let seeded: boolean;
  let paid: Array<typeof donations.$inferSelect>;

  beforeAll(async () => {
    t = await createTestApp();
    const started = performance.now();
    seeded = await seedDemoIfEmpty(t.deps);
    console.log(`demo seed took ${Math.round(performance.now() - started)} ms`);
    paid = await t.deps.database.db.select().from(donations).where(eq(donations.status, 'PAID'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds an empty database once and leaves a seeded one alone', async () => {
    expect(seeded).toBe(true);
    const before = await rowCounts(t);
    expect(before.items).toBeGreaterThan(0);
    expect(await seedDemoIfEmpty(t.deps)).toBe(false);
    expect(await rowCounts(t)).toEqual(before);
  });

  it('has enough paid orders, donors, listed projects and a few unpaid ones', async () => {
    const { db } = t.deps.database;
    expect(paid.length).toBeGreaterThanOrEqual(50);
    expect(new Set(paid.map((row) => row.userId)).size).toBeGreaterThanOrEqual(15);
    expect(await db.$count(items, eq(items.isListed, true))).toBeGreaterThanOrEqual(10);
    const all = await db.select().from(donations);
    const statuses = new Set(all.map((row) => row.status));
    expect(statuses).toEqual(new Set(['PAID', 'CANCELLED', 'EXPIRED']));
    expect(new Set(all.map((row) => row.billNo)).size).toBe(all.length);
    expect(all.filter((row) => row.status !== 'PAID').every((row) => row.paidAt === null)).toBe(true);
    expect(paid.some((row) => row.isAnonymous && row.donorName === '匿名')).toBe(true);
    expect(paid.some((row) => row.crowdType === 2 && row.materialNumber > 0)).toBe(true);
  });

  it('keeps project totals equal to the sums of their PAID orders', async () => {
    const byItem = sums(paid, (row) => row.itemsId);
    const rows = await t.deps.database.db.select().from(items);
    for (const item of rows) {
      const total = byItem.get(item.id) ?? { money: 0, material: 0, orders: 0 };
      expect({
        id: item.id,
        money: item.completeMoneyFen,
        material: item.completeMaterialNumber,
        orders: item.payCounts,
      }).toEqual({ id: item.id, ...total });
    }
    const completed = rows.filter((item) => item.isComplete);
    expect(completed.length).toBeGreaterThan(0);
    for (const item of completed) expect(item.completeMoneyFen).toBeGreaterThanOrEqual(item.targetMoneyFen);
  });

  it('keeps naming counts equal to the objects named by PAID orders', async () => {
    const named = new Map<number, number>();
    for (const row of paid)
      if (row.seats) named.set(row.itemsId, (named.get(row.itemsId) ?? 0) + namedIn(row.seats));
    const naming = await t.deps.database.db.select().from(items).where(eq(items.itemsType, 2));
    for (const item of naming) {
      expect({ id: item.id, named: item.namingCountDonate }).toEqual({
        id: item.id,
        named: named.get(item.id) ?? 0,
      });
      expect(item.namingCountDonate).toBeLessThanOrEqual(item.namingCountAll);
    }
    expect(naming.some((item) => item.namingType === 1 && item.namingCountDonate > 0)).toBe(true);
    expect(naming.some((item) => item.namingType === 2 && item.namingCountDonate > 0)).toBe(true);
  });

  it('names a seat for every seat a PAID hall order bought, at the price it paid', async () => {
    const { db } = t.deps.database;
    // The hall's claims: the campaign maps' namings are campaign-maps.test.ts's to check.
    const claims = (
      await db
        .select({ claim: seatClaims })
        .from(seatClaims)
        .innerJoin(seats, eq(seats.id, seatClaims.seatId))
        .where(eq(seats.itemsId, PROJECT.hallSeats))
    ).map((row) => row.claim);
    expect(claims.length).toBeGreaterThan(0);
    expect(claims.every((claim) => claim.state === 'named' && claim.namedUntil !== null)).toBe(true);
    const hallOrders = paid.filter((row) => row.itemsId === 16);
    for (const order of hallOrders) {
      const mine = claims.filter((claim) => claim.donationId === order.id);
      expect(mine).toHaveLength(namedIn(order.seats));
      expect(mine.reduce((sum, claim) => sum + claim.termMoneyFen, 0)).toBe(order.moneyFen);
    }
    expect(claims.every((claim) => hallOrders.some((order) => order.id === claim.donationId))).toBe(true);
    const [hall] = await db.select().from(items).where(eq(items.id, 16));
    expect(hall!.namingCountDonate).toBe(claims.length);
    const openSeats = await db.$count(seats, and(eq(seats.itemsId, 16), eq(seats.status, 1)));
    expect(hall!.namingCountAll).toBe(openSeats);
    expect(hall!.intro).toContain(String(openSeats));
    expect(await db.$count(seats, eq(seats.itemsId, 16))).toBe(2177);
    // The hall's, the jnu seats' and the books'.
    expect(await db.$count(nameplateExamples)).toBe(3);
  });

  it('keeps sub-project and together totals equal to their PAID orders', async () => {
    const { db } = t.deps.database;
    const bySub = sums(paid, (row) => row.subItemsId);
    const subs = await db.select().from(subItems);
    expect(subs.length).toBeGreaterThanOrEqual(3);
    for (const sub of subs) expect(sub.completeMoneyFen).toBe(bySub.get(sub.id)?.money ?? 0);

    const byTogether = sums(paid, (row) => row.togetherId);
    const groups = await db.select().from(togethers);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      const total = byTogether.get(group.id) ?? { money: 0, material: 0, orders: 0 };
      expect(group.completeMoneyFen).toBe(total.money);
      expect(group.completeMaterialNumber).toBe(total.material);
      expect(group.participants).toBe(total.orders);
      expect(group.participants).toBeGreaterThan(0);
    }
  });

  it('lets the demo alumnus sign a contract for a listed project, and the hhu form an agreement for a tree', async () => {
    const token = await startSession(t.deps.database.db, USER.alumni, 'wechatH5');
    const projects = await t.get<Array<{ id: number; name: string }>>(
      SPEC_PATHS.cpuSign.projectList,
      {},
      { token },
    );
    expect(projects.data.length).toBeGreaterThanOrEqual(2);
    const made = await t.post<{ id: number }>(
      SPEC_PATHS.cpuSign.generation,
      {
        donateItemId: projects.data[0]!.id,
        name: '林知远',
        mobile: '139****0000',
        idNo: '1101',
        donationAmount: 1000,
      },
      { token },
    );
    expect(made.code).toBe(0);
    const tree = await t.post<string>(
      SPEC_PATHS.hhuSign.generation,
      { name: '林知远', mobile: '13900000000', donationAmount: 2000, itemsId: 8 },
      { token },
    );
    expect(tree.code).toBe(0);
    const [row] = await t.deps.database.db.select().from(foundation);
    expect(row?.bankAccountNo).toMatch(/^[0-9 ]+$/);
  });

  it('creates the campaign projects at their reserved ids as naming projects', async () => {
    const rows = await t.deps.database.db.select().from(items);
    for (const id of CAMPAIGN_IDS) {
      expect(rows.find((item) => item.id === id)).toMatchObject({ id, itemsType: 2, crowdType: 1 });
    }
    expect(rows.find((item) => item.id === 10)).toMatchObject({ namingType: 1, namingCountAll: 1917 });
    expect(rows.find((item) => item.id === 15)).toMatchObject({ namingCountAll: 850, isListed: true });
  });

  it('seeds the book catalogue with its named copies matching the PAID book orders', async () => {
    const { db } = t.deps.database;
    const [project] = await db.select().from(items).where(eq(items.id, 17));
    const catalogue = await db.select().from(books).where(eq(books.itemsId, 17));
    const categories = await db.select().from(bookCategories).where(eq(bookCategories.itemsId, 17));
    expect(categories.length).toBeGreaterThanOrEqual(5);
    expect(catalogue.length).toBeGreaterThanOrEqual(35);
    expect(catalogue.every((book) => book.unitPriceFen >= 10_000 && book.unitPriceFen <= 20_000)).toBe(true);
    expect(catalogue.some((book) => book.stock === 0)).toBe(true);
    expect(catalogue.some((book) => [...book.title].length > 24)).toBe(true);
    const claims = await db.select().from(bookClaims);
    const named = claims.reduce((total, claim) => total + claim.quantity, 0);
    expect(
      claims.every((claim) => claim.state === 'named' && claim.nameplates.length === claim.quantity),
    ).toBe(true);
    expect(catalogue.reduce((total, book) => total + book.namingCount, 0)).toBe(named);
    expect(project?.namingCountDonate).toBe(named);
    expect(project?.namingCountAll).toBe(catalogue.reduce((total, book) => total + book.stock, named));
    const bookOrders = paid.filter((order) => order.itemsId === 17);
    for (const order of bookOrders) {
      const priced = claims
        .filter((claim) => claim.donationId === order.id)
        .reduce((total, claim) => total + claim.unitPriceFen * claim.quantity, 0);
      expect({ id: order.id, priced }).toEqual({ id: order.id, priced: order.moneyFen });
    }
  });

  it('gives every category, project, unit, sub-project and the book form an English text staff could have saved', async () => {
    const { db } = t.deps.database;
    for (const type of await db.select().from(itemTypes)) {
      expect(ZCategoryWrite.safeParse(type).success, type.name).toBe(true);
      expect(type.nameEn, type.name).not.toBe('');
    }
    for (const item of await db.select().from(items)) {
      expect(ZProjectFields.pick(ENGLISH_PROJECT_TEXTS).safeParse(item).success, item.name).toBe(true);
      expect([item.nameEn, item.introEn], item.name).not.toContain('');
      if (item.crowdType === 2)
        expect([item.materialNameEn, item.materialUnitEn], item.name).not.toContain('');
    }
    const subs = await db.select().from(subItems);
    expect(ZSubItemsWrite.safeParse({ rows: subs }).success).toBe(true);
    expect(subs.map((sub) => sub.nameEn)).not.toContain('');
    const [form] = await db.select().from(donationForms).where(eq(donationForms.itemsId, PROJECT.books));
    for (const field of form?.fieldList ?? []) {
      expect(ZAdminFormField.safeParse(field).success, field.fieldName).toBe(true);
      expect(field.fieldShowNameEn, field.fieldName).toBeTruthy();
      for (const option of field.optionList ?? []) expect(option.titleEn, option.title).toBeTruthy();
    }
    expect(form?.fieldList.length).toBeGreaterThan(0);
  });

  it('moves the id sequences past the explicit ids', async () => {
    const { db } = t.deps.database;
    const maxItem = Math.max(...(await db.select({ id: items.id }).from(items)).map((row) => row.id));
    expect(await createItem(t.deps)).toBeGreaterThan(maxItem);
    const maxUser = Math.max(...(await db.select({ id: users.id }).from(users)).map((row) => row.id));
    expect((await createUser(t.deps)).userId).toBeGreaterThan(maxUser);
  });

  it('stores the demo logins hashed and their personal data sealed', async () => {
    const { db } = t.deps.database;
    const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
    expect(await verifyPassword(demo!.passwordHash!, sha256hex('demo1234'))).toBe(true);
    expect(await verifyPassword(demo!.passwordHash!, sha256hex('wrong'))).toBe(false);
    expect(demo!.mobileLookup).toBe(t.deps.secrets.lookup('86-13800000000'));
    expect(t.deps.secrets.open(demo!.mobileBox!)).toBe('86-13800000000');

    const [alumni] = await db.select().from(users).where(eq(users.username, 'alumni'));
    expect(await verifyPassword(alumni!.passwordHash!, sha256hex('alumni1234'))).toBe(true);
    expect(alumni!.isAlumni).toBe(true);
    expect(t.deps.secrets.open(alumni!.idNoBox!)).toMatch(/^\d{17}[\dX]$/);

    const everything = JSON.stringify(await db.select().from(users));
    expect(everything).not.toContain('13800000000');
    expect(everything).not.toContain('13900000000');
    expect(everything).not.toContain(t.deps.secrets.open(alumni!.idNoBox!));
  });

  it('stores real, readable pictures and refers to them by their public address', async () => {
    const { db } = t.deps.database;
    const stored = await db.select().from(files);
    expect(stored.length).toBeGreaterThanOrEqual(20);
    for (const file of stored) {
      const local = await t.deps.storage.get(file.storageKey);
      expect(local).not.toBeNull();
      const meta = await sharp(local!).metadata();
      expect(meta.format).toBe(file.contentType === 'image/png' ? 'png' : 'jpeg');
      expect(meta.width).toBeGreaterThan(0);
    }
    const urls = new Set(stored.map((file) => t.deps.storage.urlOf(file.storageKey)));
    const projects = await db.select().from(items);
    // Only the seed's projects: another test here adds a bare one.
    for (const project of projects.filter((row) => row.id <= 20)) {
      expect(urls.has(project.thumbnailImg)).toBe(true);
      for (const cover of project.coverList) expect(urls.has(cover)).toBe(true);
    }
    const badges = await db.select().from(awards);
    expect(badges.length).toBeGreaterThanOrEqual(5);
    for (const badge of badges) expect(urls.has(badge.picture)).toBe(true);
  });
  it('seeds, once its staff exist, one giving day open now and one past, and only once', async () => {
    expect(await seedDemoGivingDaysIfNone(t.deps)).toBe(false);
    await signedInAs(t, 'administrator');
    expect(await seedDemoGivingDaysIfNone(t.deps)).toBe(true);
    expect(await seedDemoGivingDaysIfNone(t.deps)).toBe(false);
    const list = await t.get<{ rows: Array<{ id: number; state: string }>; total: number }>(
      SPEC_PATHS.givingDay.list,
    );
    expect(list.data.total).toBe(2);
    expect(list.data.rows.map((row) => row.state)).toEqual(['live', 'ended']);
    const live = await t.get<TGivingDayDetail>(SPEC_PATHS.givingDay.detail, { id: list.data.rows[0]?.id });
    expect(live.data.pools).toHaveLength(1);
    expect(live.data.pools[0]).toMatchObject({
      sponsor: '示范校友企业',
      leftMoney: 50_000,
      fairReleaseSeconds: 60,
    });
    expect(live.data.challenges[0]).toMatchObject({ goalKind: 'donors', goal: 20, met: false });
    expect(live.data.contests[0]).toMatchObject({ title: '整点学院赛', boardTitle: '所在学院' });
    expect(live.data.boards.map((board) => board.title)).toEqual(['项目榜', '所在学院', '入学年份']);
  });
});

describe('demo seed started twice at once', () => {
  it('seeds only once', async () => {
    const t = await createTestApp();
    try {
      const results = await Promise.all([seedDemoIfEmpty(t.deps), seedDemoIfEmpty(t.deps)]);
      expect(results.filter(Boolean)).toEqual([true]);
      expect(await t.deps.database.db.$count(items)).toBe(21);
    } finally {
      await t.close();
    }
  });
});
