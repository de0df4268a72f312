import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { seatAreas } from '../schema/naming.ts';
import type { SeatIndex, StoredSeat } from './campaign-namings.ts';
import type { PicturePlaces } from './campaign-pictures.ts';
import { type CampaignPlan, permanent, type SeatPlan } from './campaign-types.ts';

export type Placed = { plan: SeatPlan; stored: StoredSeat };
/** Both drivers (node-postgres, PGlite) answer a raw statement with its rows under `rows`. */
type InsertedRows = { rows: Array<{ id: number | string; area_id: number | string; sort: number | string }> };

/**
 * Inserts the plan's seat areas, then all their seats in one statement: some 6,000 rows as one
 * JSON parameter instead of twelve parameters a row, which made this the slowest part of the seed.
 */
export async function insertCampaignSeats(tx: Tx, plan: CampaignPlan, pictures: PicturePlaces) {
  const areaRows = await tx
    .insert(seatAreas)
    .values(
      plan.areas.map((area, sort) => ({
        itemsId: area.itemsId,
        title: area.title,
        type: area.type,
        priceList: permanent(area.priceFen),
        sort,
      })),
    )
    .returning({ id: seatAreas.id, sort: seatAreas.sort });
  const areaIds = new Map<string, number>();
  for (const row of areaRows) areaIds.set(plan.areas[row.sort]!.key, row.id);

  const records = plan.areas.flatMap((area) =>
    area.seats.map((seat, sort) => ({
      area_id: areaIds.get(area.key),
      items_id: area.itemsId,
      label: seat.label,
      row_no: seat.rowNo,
      col_no: seat.colNo,
      status: seat.status,
      price_list: seat.priceFen === null ? null : permanent(seat.priceFen),
      sort,
      display_no: seat.displayNo,
      seat_name: seat.seatName,
      seat_img: seat.photo === null ? '' : (pictures[`photo-${seat.photo}`]?.url ?? ''),
      seat_intro: seat.seatIntro,
    })),
  );
  const inserted = (await tx.execute(sql`
    insert into seats (area_id, items_id, label, row_no, col_no, status, price_list, sort, display_no, seat_name, seat_img, seat_intro)
    select area_id, items_id, label, row_no, col_no, status, price_list, sort, display_no, seat_name, seat_img, seat_intro
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as x(
      area_id int, items_id int, label text, row_no int, col_no int, status smallint, price_list jsonb,
      sort int, display_no int, seat_name text, seat_img text, seat_intro text)
    returning id, area_id, sort`)) as unknown as InsertedRows;

  const areaByRowId = new Map(plan.areas.map((area) => [areaIds.get(area.key)!, area]));
  const placed: Placed[] = [];
  for (const row of inserted.rows) {
    const area = areaByRowId.get(Number(row.area_id))!;
    const seat = area.seats[Number(row.sort)]!;
    placed.push({
      plan: seat,
      stored: {
        id: Number(row.id),
        itemsId: area.itemsId,
        label: seat.label,
        priceFen: seat.priceFen ?? area.priceFen,
      },
    });
  }
  if (placed.length !== records.length) throw new Error('campaign seats not all inserted');
  return { areaIds, placed };
}

/** Seats by project and label (the existing orders' labels), and by map and number (ours). */
export function seatIndexOf(placed: readonly Placed[]): SeatIndex {
  const byLabel = new Map(placed.map((seat) => [`${seat.stored.itemsId}|${seat.plan.label}`, seat.stored]));
  const byNumber = new Map(placed.map((seat) => [`${seat.plan.map}|${seat.plan.displayNo}`, seat.stored]));
  return {
    byLabel: (itemsId, label) => byLabel.get(`${itemsId}|${label}`),
    byNumber: (map, displayNo) => byNumber.get(`${map}|${displayNo}`),
  };
}
