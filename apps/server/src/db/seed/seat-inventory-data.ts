import { toWireDate } from '@alma/shared/dates/wire-date';
import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { donations } from '../schema/donations.ts';
import { type NamingTerm, seatAreas, seatClaims, seats } from '../schema/naming.ts';
import { PROJECT } from './demo-ids.ts';

const yuan = (amount: number) => amount * 100;

/** The hall's periods: the demo's paid seat orders (1000 yuan a seat) bought the 10-year term. */
export const HALL_PRICES: NamingTerm[] = [
  { termName: '10年', termMoneyFen: yuan(1000), termYear: 10 },
  { termName: '永久', termMoneyFen: yuan(5000), termYear: 0 },
];
/** The front row of the main hall costs more: a per-seat price list overriding the area's. */
const FRONT_ROW_PRICES: NamingTerm[] = [
  { termName: '10年', termMoneyFen: yuan(2000), termYear: 10 },
  { termName: '永久', termMoneyFen: yuan(8000), termYear: 0 },
];

export type SeatSeed = {
  label: string;
  rowNo: number | null;
  colNo: number | null;
  status: number;
  prices?: NamingTerm[];
};
export type AreaSeed = { title: string; type: 1 | 2 | 3; prefix: string; seats: SeatSeed[] };

export function grid(
  prefix: string,
  rows: number,
  cols: number,
  options: { gapCols?: number[]; closed?: Array<[number, number]>; front?: NamingTerm[] } = {},
): SeatSeed[] {
  const out: SeatSeed[] = [];
  const closed = new Set((options.closed ?? []).map(([r, c]) => `${r}:${c}`));
  for (let row = 1; row <= rows; row += 1) {
    let number = 0;
    for (let col = 1; col <= cols; col += 1) {
      if (options.gapCols?.includes(col)) continue;
      number += 1;
      out.push({
        label: `${prefix} ${row}排${number}座`,
        rowNo: row,
        colNo: col,
        status: closed.has(`${row}:${col}`) ? 3 : 1,
        prices: row === 1 ? options.front : undefined,
      });
    }
  }
  return out;
}

function list(prefix: string, rows: number, perRow: number): SeatSeed[] {
  const out: SeatSeed[] = [];
  for (let row = 1; row <= rows; row += 1) {
    for (let n = 1; n <= perRow; n += 1)
      out.push({ label: `${prefix} ${row}排${n}座`, rowNo: null, colNo: null, status: 1 });
  }
  return out;
}

/**
 * Project 16's hall: two grid areas (B has a centre aisle: gaps in its rows), a list area and the
 * full auditorium of issue 5 (27 rows of 71 = 1,917 seats, a few of them closed).
 */
export const HALL_AREAS: AreaSeed[] = [
  { title: 'A区', type: 1, prefix: 'A区', seats: grid('A区', 10, 12) },
  { title: 'B区', type: 2, prefix: 'B区', seats: grid('B区', 8, 11, { gapCols: [6] }) },
  { title: 'C区', type: 3, prefix: 'C区', seats: list('C区', 5, 12) },
  {
    title: '报告厅主场',
    type: 1,
    prefix: '主场',
    seats: grid('主场', 27, 71, {
      // Broken seats and the camera platform: shown, never selectable.
      closed: [
        [27, 1],
        [27, 2],
        [27, 70],
        [27, 71],
        [14, 36],
      ],
      front: FRONT_ROW_PRICES,
    }),
  },
];

export const HALL_SEAT_TOTAL = HALL_AREAS.reduce((sum, area) => sum + area.seats.length, 0);
/** Seats open for naming (status 1): the project's namingCountAll. */
export const HALL_SEATS_OPEN = HALL_AREAS.reduce(
  (sum, area) => sum + area.seats.filter((seat) => seat.status === 1).length,
  0,
);

/** What the demo's named seats say on their nameplates, by directory label. */
const NAMEPLATES: Record<string, { identity: string; message: string }> = {
  'A区 3排5座': { identity: '2008级计算机学院校友', message: '愿学弟学妹在此收获知识' },
  'A区 3排6座': { identity: '2010级经济学院校友', message: '饮水思源，不忘母校' },
  'B区 1排1座': { identity: '校友企业家', message: '厚德载物，自强不息' },
  'B区 1排2座': { identity: '校友企业家', message: '与母校共成长' },
  'C区 5排9座': { identity: '在校教师', message: '书山有路勤为径' },
};

/** `YYYY-MM-DD` plus whole years; 29 February becomes the 28th in a common year, as in SQL. */
function addYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const rest = day.slice(4) === '-02-29' && !leap ? '-02-28' : day.slice(4);
  return `${year}${rest}`;
}

/**
 * Inserts the areas and seats of project 16 and names the seats its PAID demo orders bought, so
 * the seat map, the directory and the project's totals tell the same story.
 */
export async function insertSeatInventory(tx: Tx): Promise<void> {
  const labelToId = new Map<string, number>();
  for (const [index, area] of HALL_AREAS.entries()) {
    const [row] = await tx
      .insert(seatAreas)
      .values({
        itemsId: PROJECT.hallSeats,
        title: area.title,
        type: area.type,
        priceList: HALL_PRICES,
        sort: index,
      })
      .returning({ id: seatAreas.id });
    if (!row) throw new Error('seat area not created');
    const inserted = await tx
      .insert(seats)
      .values(
        area.seats.map((seat, sort) => ({
          areaId: row.id,
          itemsId: PROJECT.hallSeats,
          label: seat.label,
          rowNo: seat.rowNo,
          colNo: seat.colNo,
          status: seat.status,
          priceList: seat.prices ?? null,
          sort,
        })),
      )
      .returning({ id: seats.id, label: seats.label });
    for (const seat of inserted) labelToId.set(seat.label, seat.id);
  }

  const paid = await tx
    .select({
      id: donations.id,
      seats: donations.seats,
      donorName: donations.donorName,
      paidAt: donations.paidAt,
    })
    .from(donations)
    .where(
      and(eq(donations.itemsId, PROJECT.hallSeats), eq(donations.status, 'PAID'), ne(donations.seats, '')),
    );
  const claims: Array<typeof seatClaims.$inferInsert> = [];
  for (const order of paid) {
    for (const part of order.seats.split('、')) {
      const label = part.replace(/^报告厅 /, '');
      const seatId = labelToId.get(label);
      const plate = NAMEPLATES[label];
      if (seatId === undefined || !plate || !order.paidAt)
        throw new Error(`demo seat order names unknown ${label}`);
      const term = HALL_PRICES[0]!;
      const paidDay = toWireDate(order.paidAt)!.slice(0, 10);
      claims.push({
        seatId,
        donationId: order.id,
        state: 'named',
        termYear: term.termYear,
        termMoneyFen: term.termMoneyFen,
        donorName: order.donorName,
        donorIdentity: plate.identity,
        donationMessage: plate.message,
        namedAt: order.paidAt,
        namedUntil: addYears(paidDay, term.termYear),
        createdAt: order.paidAt,
      });
    }
  }
  if (claims.length > 0) await tx.insert(seatClaims).values(claims);
}
