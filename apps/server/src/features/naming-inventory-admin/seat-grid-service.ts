import type {
  TSeatAreaSeats,
  TSeatGridWrite,
  TSeatPriceWrite,
} from '@alma/shared/admin-api/naming-inventory';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { adminSeatOf, areaValues, gridText, isGrid } from './area-values.ts';
import {
  areaSeats,
  deleteSeats,
  findArea,
  insertSeats,
  lockArea,
  lockSeat,
  type SeatAreaRecord,
  updateSeat,
} from './seat-areas-repository.ts';
import { type GridPlan, isGridProblem, planGrid } from './seat-grid-plan.ts';
import { storedTerms, wireTerms } from './seat-terms.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

/** The area and its seats as the grid editor draws them (a list area: its seats in order). */
export async function seatsOf(db: Db | Tx, areaId: number): Promise<TSeatAreaSeats> {
  const area = await findArea(db, areaId);
  if (!area) throw notFound();
  const all = await areaSeats(db, areaId, false);
  // Seats taken off a grid keep their history but are no longer part of it.
  const shown = isGrid(area.type)
    ? all.filter(({ seat }) => seat.rowNo !== null && seat.colNo !== null)
    : all;
  const seats = shown.map(({ seat, claim }) => adminSeatOf(seat, claim));
  return {
    area: {
      id: area.id,
      itemsId: area.itemsId,
      ...areaValues(area),
      seatCount: seats.length,
      claimedCount: seats.filter((seat) => seat.claim !== null).length,
    },
    rows: Math.max(0, ...seats.map((seat) => seat.rowNo ?? 0)),
    cols: Math.max(0, ...seats.map((seat) => seat.colNo ?? 0)),
    seats,
  };
}

export async function applyGridPlan(tx: Tx, area: SeatAreaRecord, plan: GridPlan): Promise<void> {
  await deleteSeats(tx, plan.deletes);
  for (const id of plan.retires) await updateSeat(tx, id, { rowNo: null, colNo: null, status: 3 });
  for (const { id, label, status } of plan.updates) await updateSeat(tx, id, { label, status });
  await insertSeats(
    tx,
    plan.inserts.map((cell) => ({ areaId: area.id, itemsId: area.itemsId, ...cell })),
  );
}

/**
 * Saves a drawn grid in one transaction: the seats are locked first, so an order cannot hold a seat
 * between the check and the change; any refusal leaves every seat as it was.
 */
export async function saveGrid(database: Database, actor: AuditActor, areaId: number, input: TSeatGridWrite) {
  return database.db.transaction(async (tx) => {
    const area = await lockArea(tx, areaId);
    if (!area) throw notFound();
    if (!isGrid(area.type)) throw new AppError('INVALID_REQUEST', 'admin.namingInventory.notGrid');
    const seats = await areaSeats(tx, areaId, true);
    const planned = seats.map(({ seat, claim, claimedEver }) => ({ ...seat, claim, claimedEver }));
    const plan = planGrid(area.title, planned, input);
    if (isGridProblem(plan)) {
      const params =
        plan.key === 'admin.namingInventory.claimedSeats' ? plan.params : { ...plan.params, field: 'seats' };
      throw new AppError('CONFLICT', plan.key, params);
    }
    const changes = plan.inserts.length + plan.updates.length + plan.deletes.length + plan.retires.length;
    if (changes === 0) recordNoChange(actor);
    else {
      await applyGridPlan(tx, area, plan);
      await recordAudit(tx, actor, {
        action: 'seatArea.grid',
        targetType: 'seat_area',
        targetId: areaId,
        before: { grid: gridText(planned) },
        after: {
          grid: gridText(input.seats),
          added: plan.inserts.length,
          removed: plan.deletes.length + plan.retires.length,
        },
      });
    }
    return seatsOf(tx, areaId);
  });
}

/** A seat's own periods and prices, or back to its area's (null). Claims keep the price they paid. */
export async function setSeatPrices(
  database: Database,
  actor: AuditActor,
  seatId: number,
  input: TSeatPriceWrite,
) {
  return database.db.transaction(async (tx) => {
    const found = await lockSeat(tx, seatId);
    if (!found) throw notFound();
    const before = found.seat.priceList ? wireTerms(found.seat.priceList) : null;
    if (JSON.stringify(before) === JSON.stringify(input.priceList)) recordNoChange(actor);
    else {
      await updateSeat(tx, seatId, { priceList: input.priceList ? storedTerms(input.priceList) : null });
      await recordAudit(tx, actor, {
        action: 'seat.prices',
        targetType: 'seat',
        targetId: seatId,
        before: { label: found.seat.label, priceList: before },
        after: { label: found.seat.label, priceList: input.priceList },
      });
    }
    return seatsOf(tx, found.area.id);
  });
}
