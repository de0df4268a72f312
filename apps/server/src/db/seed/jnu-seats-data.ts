import type { Tx } from '../client.ts';
import { type NamingTerm, seatAreas, seats } from '../schema/naming.ts';
import { PROJECT } from './demo-ids.ts';
import { type AreaSeed, grid } from './seat-inventory-data.ts';

/** doc 4 §9: 2000 yuan a seat, named for good. */
export const JNU_PRICES: NamingTerm[] = [{ termName: '永久', termMoneyFen: 200_000, termYear: 0 }];

/**
 * The anniversary seat campaign (seat-naming-jnu, doc 4 §2.4): the auditorium's ground floor in
 * two grid areas with a centre aisle; the back row's end seats are closed (the sound desk).
 */
export const JNU_AREAS: AreaSeed[] = [
  { title: '一楼 前区', type: 1, prefix: '前区', seats: grid('前区', 6, 15, { gapCols: [8] }) },
  {
    title: '一楼 后区',
    type: 1,
    prefix: '后区',
    seats: grid('后区', 6, 15, {
      gapCols: [8],
      closed: [
        [6, 1],
        [6, 15],
      ],
    }),
  },
];

export const JNU_SEATS_OPEN = JNU_AREAS.reduce(
  (sum, area) => sum + area.seats.filter((seat) => seat.status === 1).length,
  0,
);

export async function insertJnuSeats(tx: Tx): Promise<void> {
  for (const [index, area] of JNU_AREAS.entries()) {
    const [row] = await tx
      .insert(seatAreas)
      .values({
        itemsId: PROJECT.jnuSeats,
        title: area.title,
        type: area.type,
        priceList: JNU_PRICES,
        sort: index,
      })
      .returning({ id: seatAreas.id });
    if (!row) throw new Error('seat area not created');
    await tx.insert(seats).values(
      area.seats.map((seat, sort) => ({
        areaId: row.id,
        itemsId: PROJECT.jnuSeats,
        label: seat.label,
        rowNo: seat.rowNo,
        colNo: seat.colNo,
        status: seat.status,
        sort,
      })),
    );
  }
}
