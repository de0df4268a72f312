import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { donations } from '../schema/donations.ts';
import { seatClaims } from '../schema/naming.ts';
import { CAMPAIGN_GIFTS, EXISTING_PLATES, type Plate } from './campaign-namings-data.ts';
import type { DemoClock } from './demo-clock.ts';
import { CAMPAIGN_IDS } from './demo-ids.ts';
import { donorNameOf } from './donors-data.ts';
import { recomputeDemoTotals } from './seed-totals.ts';

/** A stored seat as the namings need it: its row id and what naming it costs. */
export type StoredSeat = { id: number; itemsId: number; label: string; priceFen: number };

export type SeatIndex = {
  byLabel(itemsId: number, label: string): StoredSeat | undefined;
  byNumber(map: string, displayNo: number): StoredSeat | undefined;
};

type ClaimRow = typeof seatClaims.$inferInsert;
type Paid = { id: number; paidAt: Date; createdAt: Date; donorName: string };

const DAY_MS = 24 * 60 * 60 * 1000;

/** A named claim for good (termYear 0, no end), as a paid order leaves it; install as the plate says. */
function namedClaim(seat: StoredSeat, order: Paid, plate: Plate, photo: string, now: Date): ClaimRow {
  const install = plate.install ?? 'ordered';
  // Made a fortnight after payment, installed a month after; never in the future.
  const after = install === 'installed' ? 30 : 14;
  const installAt = new Date(Math.min(order.paidAt.getTime() + after * DAY_MS, now.getTime() - 60_000));
  return {
    seatId: seat.id,
    donationId: order.id,
    state: 'named',
    termYear: 0,
    termMoneyFen: seat.priceFen,
    donorName: plate.donorName ?? order.donorName,
    donorIdentity: plate.identity,
    donationMessage: plate.message,
    namedAt: order.paidAt,
    namedUntil: null,
    createdAt: order.createdAt,
    installState: install,
    installPhoto: install === 'installed' ? photo : '',
    installUpdatedAt: install === 'ordered' ? null : installAt,
  };
}

/** What a paid order paid must be what its seats cost: a demo that disagrees is a bug here. */
function checkPrice(order: { billNo: string; moneyFen: number }, seats: StoredSeat[]): void {
  const total = seats.reduce((sum, seat) => sum + seat.priceFen, 0);
  if (total !== order.moneyFen)
    throw new Error(`demo order ${order.billNo} paid ${order.moneyFen}, seats cost ${total}`);
}

/**
 * Names the campaign objects the demo's PAID orders bought: the orders donations-data.ts already
 * has (by their labels), then our own orders, inserted as a paid naming order leaves them. Then
 * the projects' totals and named counts are summed again from the orders and claims.
 */
export async function insertCampaignNamings(
  tx: Tx,
  seats: SeatIndex,
  installPhoto: string,
  clock: DemoClock,
) {
  const claims: ClaimRow[] = [];
  const counts = new Map<number, number>(CAMPAIGN_IDS.map((id) => [id, 0]));
  const name = (seat: StoredSeat, order: Paid, plate: Plate) => {
    claims.push(namedClaim(seat, order, plate, installPhoto, clock.now));
    counts.set(seat.itemsId, (counts.get(seat.itemsId) ?? 0) + 1);
  };
  const existing = await tx
    .select()
    .from(donations)
    .where(
      and(
        inArray(donations.itemsId, [...CAMPAIGN_IDS]),
        eq(donations.status, 'PAID'),
        ne(donations.seats, ''),
      ),
    );
  for (const order of existing) {
    const named = order.seats.split('、').map((label) => {
      const seat = seats.byLabel(order.itemsId, label);
      if (!seat) throw new Error(`demo order ${order.billNo} names unknown ${label}`);
      return seat;
    });
    checkPrice(order, named);
    for (const seat of named) {
      const plate = EXISTING_PLATES[seat.label] ?? { identity: '校友', message: '心系母校' };
      name(seat, { ...order, paidAt: order.paidAt ?? order.createdAt }, plate);
    }
  }

  for (const [index, gift] of CAMPAIGN_GIFTS.entries()) {
    const named = gift.seats.map((key) => {
      const seat = typeof key === 'number' ? seats.byNumber(gift.map, key) : seats.byLabel(gift.itemsId, key);
      if (!seat || seat.itemsId !== gift.itemsId)
        throw new Error(`demo naming of ${gift.map} names unknown ${key}`);
      return seat;
    });
    const paidAt = clock.at(gift.days, gift.hour, (index * 13) % 60);
    const createdAt = new Date(paidAt.getTime() - (90 + (index % 5) * 40) * 1000);
    const day = createdAt.toISOString().slice(0, 10).replaceAll('-', '');
    const donorName = donorNameOf(gift.user);
    const [order] = await tx
      .insert(donations)
      .values({
        billNo: `DEMO${day}N${String(index + 1).padStart(3, '0')}`,
        userId: gift.user,
        itemsId: gift.itemsId,
        crowdType: 1,
        moneyFen: named.reduce((sum, seat) => sum + seat.priceFen, 0),
        payType: 1,
        donateFrom: index % 3 === 0 ? 'U6' : 'U5',
        status: 'PAID',
        donorName,
        seats: named.map((seat) => seat.label).join('、'),
        namingType: 1,
        createdAt,
        paidAt,
      })
      .returning({ id: donations.id });
    if (!order) throw new Error('demo naming order not created');
    for (const seat of named) name(seat, { id: order.id, paidAt, createdAt, donorName }, gift.plate);
  }
  await tx.insert(seatClaims).values(claims);

  // Every campaign project's named count is its named claims (items 4–15 had orders but no seats).
  await recomputeDemoTotals(tx, counts);
  return { claims: claims.length, orders: CAMPAIGN_GIFTS.length };
}
