import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../../db/client.ts';
import { demoCampusCardCharges, demoCampusCards } from '../../db/schema/campus-cards.ts';
import type { CampusCardProvider } from './campus-card-provider.ts';
import { hashCardPassword, makeDemoCampusCard } from './demo-campus-card.ts';

let database: Database;
let dispose: () => Promise<void>;
let card: CampusCardProvider;
let passwordHash: string;
let next = 0;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  card = makeDemoCampusCard(database);
  passwordHash = await hashCardPassword('150021');
});
afterAll(() => dispose());

/** A fresh card with the password 150021. */
async function newCard(balanceFen: number): Promise<string> {
  next += 1;
  const stuWorkNo = `T${next}`;
  await database.db
    .insert(demoCampusCards)
    .values({ stuWorkNo, holderName: '测试', passwordHash, balanceFen });
  return stuWorkNo;
}

async function balanceOf(stuWorkNo: string): Promise<number> {
  const [row] = await database.db
    .select({ balanceFen: demoCampusCards.balanceFen })
    .from(demoCampusCards)
    .where(eq(demoCampusCards.stuWorkNo, stuWorkNo));
  return row?.balanceFen ?? Number.NaN;
}

describe('the demo campus card', () => {
  it('reads the balance only with the right password, and an unknown card answers the same', async () => {
    const stuWorkNo = await newCard(12_345);
    expect(await card.balance({ stuWorkNo, password: '150021' })).toEqual({ kind: 'ok', balanceFen: 12_345 });
    expect(await card.balance({ stuWorkNo, password: '150012' })).toEqual({ kind: 'wrongCredentials' });
    expect(await card.balance({ stuWorkNo: 'NOPE', password: '150021' })).toEqual({
      kind: 'wrongCredentials',
    });
  });

  it('charges once per bill, however often the charge is retried', async () => {
    const stuWorkNo = await newCard(1000);
    const charge = { stuWorkNo, password: '150021', billNo: 'B-retry', amountFen: 300 };
    const first = await card.charge(charge);
    expect(first).toEqual({ kind: 'paid', tradeNo: 'CCB-retry', amountFen: 300 });
    expect(await card.charge(charge)).toEqual(first);
    const racing = await Promise.all(Array.from({ length: 5 }, () => card.charge(charge)));
    expect(racing).toEqual(Array(5).fill(first));
    expect(await balanceOf(stuWorkNo)).toBe(700);
    expect(await card.query('B-retry')).toEqual({ state: 'paid', amountFen: 300, tradeNo: 'CCB-retry' });
  });

  it('refuses a charge the balance does not cover and takes nothing', async () => {
    const stuWorkNo = await newCard(500);
    const charge = { stuWorkNo, password: '150021', billNo: 'B-short', amountFen: 501 };
    expect(await card.charge(charge)).toEqual({ kind: 'insufficient' });
    expect(await card.charge({ ...charge, password: 'wrong' })).toEqual({ kind: 'wrongCredentials' });
    expect(await balanceOf(stuWorkNo)).toBe(500);
    expect(await card.query('B-short')).toEqual({ state: 'unpaid' });
  });

  it('10 concurrent charges on one card never overdraw it', async () => {
    const stuWorkNo = await newCard(1000);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        card.charge({ stuWorkNo, password: '150021', billNo: `B-many-${i}`, amountFen: 300 }),
      ),
    );
    expect(results.filter((result) => result.kind === 'paid')).toHaveLength(3);
    expect(results.filter((result) => result.kind === 'insufficient')).toHaveLength(7);
    expect(await balanceOf(stuWorkNo)).toBe(100);
    const charges = await database.db
      .select()
      .from(demoCampusCardCharges)
      .where(eq(demoCampusCardCharges.stuWorkNo, stuWorkNo));
    expect(charges.reduce((sum, row) => sum + row.amountFen, 0)).toBe(900);
  });

  it('refunds a charge once', async () => {
    const stuWorkNo = await newCard(1000);
    await card.charge({ stuWorkNo, password: '150021', billNo: 'B-refund', amountFen: 400 });
    expect(await card.refund('B-refund')).toEqual({ accepted: true });
    expect(await card.refund('B-refund')).toEqual({ accepted: false });
    expect(await card.refund('B-unknown')).toEqual({ accepted: false });
    expect(await balanceOf(stuWorkNo)).toBe(1000);
    expect(await card.query('B-refund')).toEqual({ state: 'unpaid' });
  });
});
