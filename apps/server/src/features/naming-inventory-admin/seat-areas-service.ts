import type {
  TNamingProjectChoice,
  TSeatAreaCreate,
  TSeatAreaRow,
  TSeatAreaWrite,
} from '@alma/shared/admin-api/naming-inventory';
import { AppError } from '@alma/shared/errors/app-error';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import { areaValues, isGrid } from './area-values.ts';
import { isNamingProject, listNamingProjects } from './naming-projects-repository.ts';
import {
  areaSeats,
  deleteArea,
  insertArea,
  listAreaRecords,
  lockArea,
  lockProjectAreas,
  type SeatAreaRecord,
  updateArea,
} from './seat-areas-repository.ts';
import { currentGrid, isGridProblem, planGrid } from './seat-grid-plan.ts';
import { applyGridPlan } from './seat-grid-service.ts';
import { storedTerms } from './seat-terms.ts';

const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

export async function assertNamingProject(db: Db | Tx, itemsId: number): Promise<void> {
  if (!(await isNamingProject(db, itemsId))) {
    throw new AppError('NOT_FOUND', 'admin.namingInventory.notNamingProject', { field: 'itemsId' });
  }
}

/** The naming projects the screen offers (items with a naming type). */
export async function namingProjectChoices(db: Db | Tx): Promise<TNamingProjectChoice[]> {
  const rows = await listNamingProjects(db);
  return rows.map((row) => ({ ...row, namingType: row.namingType ?? 0 }));
}

export async function areaRows(db: Db | Tx, itemsId: number): Promise<TSeatAreaRow[]> {
  await assertNamingProject(db, itemsId);
  const rows = await listAreaRecords(db, itemsId);
  return rows.map(({ area, seatCount, claimedCount }) => ({
    id: area.id,
    itemsId: area.itemsId,
    ...areaValues(area),
    seatCount,
    claimedCount,
  }));
}

async function assertArea(
  tx: Tx,
  input: TSeatAreaWrite,
  others: SeatAreaRecord[],
  before: SeatAreaRecord | null,
): Promise<void> {
  if (others.some((area) => area.id !== before?.id && area.title === input.title)) {
    throw new AppError('CONFLICT', 'admin.namingInventory.titleTaken', { field: 'title' });
  }
  if (input.imgUrl !== '' && input.imgUrl !== before?.imgUrl) {
    await assertStoredImages(tx, [{ field: 'imgUrl', url: input.imgUrl }]);
  }
}

const columnsOf = (input: TSeatAreaWrite) => ({ ...input, priceList: storedTerms(input.priceList) });

export async function createArea(database: Database, actor: AuditActor, input: TSeatAreaCreate) {
  const { itemsId, ...values } = input;
  return database.db.transaction(async (tx) => {
    await assertNamingProject(tx, itemsId);
    await assertArea(tx, values, await lockProjectAreas(tx, itemsId), null);
    const area = await insertArea(tx, { itemsId, ...columnsOf(values) });
    await recordAudit(tx, actor, {
      action: 'seatArea.create',
      targetType: 'seat_area',
      targetId: area.id,
      after: { itemsId, ...areaValues(area) },
    });
    return areaRows(tx, itemsId);
  });
}

/**
 * A change of title relabels the area's free seats at once (their labels carry it); claimed seats
 * keep the label their nameplate was made with. A grid area with seats stays a grid, a list a list.
 */
export async function editArea(database: Database, actor: AuditActor, id: number, input: TSeatAreaWrite) {
  return database.db.transaction(async (tx) => {
    const before = await lockArea(tx, id);
    if (!before) throw notFound();
    await assertArea(tx, input, await lockProjectAreas(tx, before.itemsId), before);
    const previous = areaValues(before);
    if (JSON.stringify(previous) === JSON.stringify(input)) {
      recordNoChange(actor);
      return areaRows(tx, before.itemsId);
    }
    const seats = await areaSeats(tx, id, true);
    if (isGrid(before.type) !== isGrid(input.type) && seats.length > 0) {
      throw new AppError('CONFLICT', 'admin.namingInventory.typeChange', { field: 'type' });
    }
    const saved = await updateArea(tx, id, columnsOf(input));
    if (isGrid(input.type) && input.title !== before.title) {
      const planned = seats.map(({ seat, claim, claimedEver }) => ({ ...seat, claim, claimedEver }));
      const plan = planGrid(input.title, planned, currentGrid(planned));
      if (!isGridProblem(plan)) await applyGridPlan(tx, saved, plan);
    }
    await recordAudit(tx, actor, {
      action: 'seatArea.edit',
      targetType: 'seat_area',
      targetId: id,
      before: previous,
      after: areaValues(saved),
    });
    return areaRows(tx, before.itemsId);
  });
}

/**
 * An area goes with its seats only while no claim, live or released, ever named one of them: the
 * orders keep pointing at their seats. Otherwise staff close the seats instead.
 */
export async function removeArea(database: Database, actor: AuditActor, id: number) {
  return database.db.transaction(async (tx) => {
    const before = await lockArea(tx, id);
    if (!before) throw notFound();
    const seats = await areaSeats(tx, id, true);
    const live = seats.filter((seat) => seat.claim !== null).map((seat) => seat.seat.label);
    if (live.length > 0) {
      throw new AppError('CONFLICT', 'admin.namingInventory.claimedSeats', { seats: live.join('、') });
    }
    if (seats.some((seat) => seat.claimedEver)) {
      throw new AppError('CONFLICT', 'admin.namingInventory.areaHasHistory');
    }
    await deleteArea(tx, id);
    await recordAudit(tx, actor, {
      action: 'seatArea.delete',
      targetType: 'seat_area',
      targetId: id,
      before: { itemsId: before.itemsId, ...areaValues(before), seatCount: seats.length },
    });
    return areaRows(tx, before.itemsId);
  });
}
