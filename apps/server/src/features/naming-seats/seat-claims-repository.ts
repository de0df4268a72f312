import { toWireDate } from '@alma/shared/dates/wire-date';
import { AppError } from '@alma/shared/errors/app-error';
import { and, count, desc, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type NamingTerm, seatAreas, seatClaims, seats } from '../../db/schema/naming.ts';
import { isUniqueViolation, SeatTakenError } from './seat-claim-errors.ts';

/**
 * The claims naming orders make on seats. "Never sold twice" rests on the partial unique index
 * seat_claims_live_idx (one held or named claim per seat): every write here goes through it, so
 * concurrent orders cannot both win whatever they read before. Each function runs in a
 * savepoint of the caller's transaction (or its own transaction when given the Db), so a refusal
 * leaves nothing half done even if the caller goes on.
 */
type Handle = Db | Tx;

export type SeatRequest = {
  seatId: number;
  termYear: number;
  donorName: string;
  donorIdentity: string;
  donationMessage: string;
};
export type HoldInput = { donationId: number; itemsId: number; seats: SeatRequest[] };
export type HeldSeat = {
  seatId: number;
  label: string;
  termName: string;
  termYear: number;
  termMoneyFen: number;
};
/** What holding cost, priced from the seats' lists (never from the client), in fen. */
export type HoldResult = { totalFen: number; seats: HeldSeat[] };
export type LostSeat = { seatId: number; label: string };
/** `named` counts the seats this call named (0 when they already were): add it to namingCountDonate. */
export type NameResult = { named: number; lostSeats: LostSeat[] };

const LIVE: SQL = sql`${seatClaims.state} in ('held', 'named')`;

/** Today's date in Shanghai, `YYYY-MM-DD`: namings run to a calendar day there. */
export function shanghaiDay(now: Date): string {
  return toWireDate(now)!.slice(0, 10);
}

/** `day` plus the term's years; 29 February becomes the 28th in a common year. Null when permanent. */
const untilSql = (day: string, termYear: SQL | number): SQL =>
  sql`case when ${termYear} = 0 then null else (${day}::date + make_interval(years => ${termYear}))::date end`;

function priceOf(prices: NamingTerm[], termYear: number): NamingTerm | undefined {
  return prices.find((term) => term.termYear === termYear);
}

async function pricedSeats(db: Handle, input: HoldInput): Promise<HeldSeat[]> {
  if (input.seats.length === 0) throw new AppError('INVALID_REQUEST', 'naming.seatRequired');
  const ids = input.seats.map((seat) => seat.seatId);
  if (new Set(ids).size !== ids.length) throw new AppError('INVALID_REQUEST', 'naming.seatInvalid');
  const rows = await db
    .select({
      id: seats.id,
      itemsId: seats.itemsId,
      label: seats.label,
      status: seats.status,
      seatPrices: seats.priceList,
      areaPrices: seatAreas.priceList,
    })
    .from(seats)
    .innerJoin(seatAreas, eq(seatAreas.id, seats.areaId))
    .where(inArray(seats.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return input.seats.map((wanted) => {
    const row = byId.get(wanted.seatId);
    if (!row || row.itemsId !== input.itemsId) throw new AppError('INVALID_REQUEST', 'naming.seatInvalid');
    if (row.status !== 1) throw new AppError('CONFLICT', 'naming.seatUnavailable', { seat: row.label });
    const term = priceOf(row.seatPrices ?? row.areaPrices, wanted.termYear);
    if (!term) throw new AppError('INVALID_REQUEST', 'naming.seatTermInvalid', { seat: row.label });
    return {
      seatId: row.id,
      label: row.label,
      termName: term.termName,
      termYear: term.termYear,
      termMoneyFen: term.termMoneyFen,
    };
  });
}

/**
 * Holds every seat of a naming order for its (unpaid) donation, or none: a seat another order
 * holds or has named throws SeatTakenError naming it. Checks that each seat belongs to the
 * project, is open (status 1) and offers the chosen term.
 */
export async function holdSeats(db: Handle, input: HoldInput): Promise<HoldResult> {
  const priced = await pricedSeats(db, input);
  const requests = new Map(input.seats.map((seat) => [seat.seatId, seat]));
  const label = new Map(priced.map((seat) => [seat.seatId, seat.label]));
  try {
    await db.transaction(async (sp) => {
      const inserted = await sp
        .insert(seatClaims)
        .values(
          priced.map((seat) => {
            const request = requests.get(seat.seatId)!;
            return {
              seatId: seat.seatId,
              donationId: input.donationId,
              state: 'held',
              termYear: seat.termYear,
              termMoneyFen: seat.termMoneyFen,
              donorName: request.donorName,
              donorIdentity: request.donorIdentity,
              donationMessage: request.donationMessage,
            };
          }),
        )
        .onConflictDoNothing({ target: seatClaims.seatId, where: LIVE })
        .returning({ seatId: seatClaims.seatId });
      const won = new Set(inserted.map((row) => row.seatId));
      const lost = priced.find((seat) => !won.has(seat.seatId));
      // Throwing rolls the savepoint back: the seats this order did get are let go again.
      if (lost) throw new SeatTakenError(lost.seatId, lost.label);
    });
  } catch (error) {
    if (error instanceof SeatTakenError || !isUniqueViolation(error)) throw error;
    // Only reachable if the conflict target is ever bypassed; still a conflict, never a 500.
    const first = priced[0]!;
    throw new SeatTakenError(first.seatId, label.get(first.seatId) ?? '');
  }
  return { totalFen: priced.reduce((sum, seat) => sum + seat.termMoneyFen, 0), seats: priced };
}

/** Lets go of an unpaid order's seats (cancelled or expired). Named seats stay named. */
export async function releaseSeatsOf(db: Handle, donationId: number, now: Date): Promise<number> {
  const released = await db
    .update(seatClaims)
    .set({ state: 'released', releasedAt: now })
    .where(and(eq(seatClaims.donationId, donationId), eq(seatClaims.state, 'held')))
    .returning({ id: seatClaims.id });
  return released.length;
}

/** Thrown inside the savepoint to undo a partial re-claim; never leaves this module. */
class LostOnReclaim extends Error {
  constructor(readonly lost: LostSeat[]) {
    super('seats lost before a late payment');
  }
}

/**
 * A paid order's seats become named, until today (Shanghai) plus the term, or for good.
 * A payment that arrives after the hold was released re-claims the seats if every one is still
 * free; if any is taken none is claimed and `lostSeats` says which, so the order is refunded.
 * Calling it again for the same order names nothing more.
 */
export async function nameSeatsOf(db: Handle, donationId: number, now: Date): Promise<NameResult> {
  const day = shanghaiDay(now);
  const ofDonation = eq(seatClaims.donationId, donationId);
  try {
    return await db.transaction(async (sp) => {
      const named = await sp
        .update(seatClaims)
        .set({ state: 'named', namedAt: now, namedUntil: untilSql(day, sql`${seatClaims.termYear}`) })
        .where(and(ofDonation, eq(seatClaims.state, 'held')))
        .returning({ id: seatClaims.id });
      if (named.length > 0) return { named: named.length, lostSeats: [] };
      const [already] = await sp
        .select({ n: count() })
        .from(seatClaims)
        .where(and(ofDonation, eq(seatClaims.state, 'named')));
      if ((already?.n ?? 0) > 0) return { named: 0, lostSeats: [] };

      const released = await sp
        .select({ claim: seatClaims, label: seats.label })
        .from(seatClaims)
        .innerJoin(seats, eq(seats.id, seatClaims.seatId))
        .where(and(ofDonation, eq(seatClaims.state, 'released')))
        .orderBy(desc(seatClaims.id));
      const latest = new Map<number, (typeof released)[number]>();
      for (const row of released) if (!latest.has(row.claim.seatId)) latest.set(row.claim.seatId, row);
      if (latest.size === 0) return { named: 0, lostSeats: [] };

      const wanted = [...latest.values()];
      const inserted = await sp
        .insert(seatClaims)
        .values(
          wanted.map(({ claim }) => ({
            seatId: claim.seatId,
            donationId,
            state: 'named',
            termYear: claim.termYear,
            termMoneyFen: claim.termMoneyFen,
            donorName: claim.donorName,
            donorIdentity: claim.donorIdentity,
            donationMessage: claim.donationMessage,
            namedAt: now,
            namedUntil: untilSql(day, claim.termYear),
          })),
        )
        .onConflictDoNothing({ target: seatClaims.seatId, where: LIVE })
        .returning({ seatId: seatClaims.seatId });
      const won = new Set(inserted.map((row) => row.seatId));
      const lost = wanted
        .filter(({ claim }) => !won.has(claim.seatId))
        .map(({ claim, label }) => ({ seatId: claim.seatId, label }));
      if (lost.length > 0) throw new LostOnReclaim(lost);
      return { named: inserted.length, lostSeats: [] };
    });
  } catch (error) {
    if (error instanceof LostOnReclaim) return { named: 0, lostSeats: error.lost };
    throw error;
  }
}

/** Ends the namings whose term ran out before `today` (`YYYY-MM-DD`); counts them per project. */
export async function expireNamings(
  db: Handle,
  today: string,
): Promise<Array<{ itemsId: number; released: number }>> {
  return db.transaction(async (sp) => {
    const ended = await sp
      .update(seatClaims)
      .set({ state: 'released', releasedAt: sql`now()` })
      .where(and(eq(seatClaims.state, 'named'), lt(seatClaims.namedUntil, today)))
      .returning({ seatId: seatClaims.seatId });
    if (ended.length === 0) return [];
    return sp
      .select({ itemsId: seats.itemsId, released: count() })
      .from(seats)
      .where(inArray(seats.id, [...new Set(ended.map((row) => row.seatId))]))
      .groupBy(seats.itemsId);
  });
}
