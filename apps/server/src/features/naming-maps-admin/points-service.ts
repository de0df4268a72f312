import type {
  TNamingPointImport,
  TNamingPointList,
  TNamingPointsAdded,
  ZNamingPointPlace,
} from '@alma/shared/admin-api/naming-maps';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { yuanToFen } from '@alma/shared/money/money';
import {
  MAP_POINTS_MAX,
  type TMapBuilding,
  type TMapDefinition,
  type TMapPoint,
} from '@alma/shared/naming-map/map-definition';
import type { z } from 'zod';
import { type AuditActor, recordAudit } from '../../audit/record-audit.ts';
import type { Database, Tx } from '../../db/client.ts';
import { parseDefinition } from './definition-check.ts';
import { detailOf } from './map-view.ts';
import { readPointCsv } from './point-csv.ts';
import {
  type AreaRecord,
  findArea,
  insertSeats,
  lastSeatSort,
  lockMap,
  projectName,
  type SeatColumns,
  type SeatTerm,
  updateMapDefinition,
} from './repository.ts';
import { notFound } from './service.ts';

/**
 * A point's own price: the area's first term (its name and years) at the point's money, so a
 * tree priced apart still offers the period its area sells; a permanent naming when the area has
 * no terms. Null keeps the area's terms.
 */
function ownTerms(area: AreaRecord, priceFen: number | null): SeatTerm[] | null {
  if (priceFen === null) return null;
  const first = area.priceList[0];
  return [{ termName: first?.termName ?? '永久', termYear: first?.termYear ?? 0, termMoneyFen: priceFen }];
}

/** The map, locked, with its project's area; the area must be the project's. */
async function openForPoints(tx: Tx, mapId: number, areaId: number) {
  const record = await lockMap(tx, mapId);
  if (!record) throw notFound();
  const area = await findArea(tx, record.itemsId, areaId);
  if (!area) throw new AppError('INVALID_REQUEST', 'admin.namingMap.areaNotInProject', { field: 'areaId' });
  return { record, area, definition: parseDefinition(record.definition) };
}

/** The definition with the new points, the area joined to the map's status areas if it was not. */
function withPoints(
  definition: TMapDefinition,
  list: TNamingPointList,
  points: Array<TMapPoint | TMapBuilding>,
  areaId: number,
): TMapDefinition {
  const areaIdList = definition.areaIdList.includes(areaId)
    ? definition.areaIdList
    : [...definition.areaIdList, areaId];
  return parseDefinition({ ...definition, areaIdList, [list]: [...definition[list], ...points] });
}

/**
 * Places one point: a new seat in the chosen area (name, number, label, price) and its point on
 * the map, in one transaction with its audit row; a refusal leaves neither.
 */
export async function placePoint(
  database: Database,
  actor: AuditActor,
  mapId: number,
  input: z.infer<typeof ZNamingPointPlace>,
  language: Language,
): Promise<TNamingPointsAdded> {
  return database.db.transaction(async (tx) => {
    const { record, area, definition } = await openForPoints(tx, mapId, input.areaId);
    if (definition[input.list].some((point) => point.id === input.displayNo)) {
      throw new AppError('INVALID_REQUEST', 'admin.namingMap.displayNoTaken', {
        field: 'displayNo',
        no: input.displayNo,
      });
    }
    const priceFen = input.price === null ? null : yuanToFen(input.price);
    const [seat] = await insertSeats(tx, [
      {
        areaId: area.id,
        itemsId: record.itemsId,
        label: input.label || `${area.title} ${input.displayNo}号`,
        status: 1,
        priceList: ownTerms(area, priceFen),
        displayNo: input.displayNo,
        seatName: input.seatName,
        seatIntro: input.intro,
        sort: (await lastSeatSort(tx, area.id)) + 1,
      },
    ]);
    if (!seat) throw new Error('seat not stored');
    const base = { id: input.displayNo, x: input.x, y: input.y, seatId: seat.id };
    const point =
      input.list === 'treeList'
        ? base
        : { ...base, isHide: false, title: input.title, titleEn: input.titleEn };
    const next = withPoints(definition, input.list, [point], area.id);
    const saved = await updateMapDefinition(tx, record.id, next);
    await recordAudit(tx, actor, {
      action: 'namingMap.placePoint',
      targetType: 'naming_map',
      targetId: record.id,
      after: {
        list: input.list,
        point,
        areaId: area.id,
        seatName: input.seatName,
        priceFen,
        intro: input.intro,
      },
    });
    const itemsName = (await projectName(tx, record.itemsId)) ?? '';
    return {
      detail: await detailOf(tx, saved, itemsName, language),
      list: input.list,
      added: [point],
      areaId: area.id,
    };
  });
}

/**
 * Imports points from CSV into one area, as trees (or seats, bricks: the map's kind): every row
 * checked first, then all seats and points stored in one transaction; any bad row stores nothing.
 */
export async function importPoints(
  database: Database,
  actor: AuditActor,
  mapId: number,
  input: TNamingPointImport,
  language: Language,
): Promise<TNamingPointsAdded> {
  return database.db.transaction(async (tx) => {
    const { record, area, definition } = await openForPoints(tx, mapId, input.areaId);
    const rows = readPointCsv(input.csv, {
      width: definition.width,
      height: definition.height,
      taken: new Set(definition.treeList.map((point) => point.id)),
    });
    if (definition.treeList.length + definition.buildingList.length + rows.length > MAP_POINTS_MAX) {
      throw new AppError('INVALID_REQUEST', 'admin.namingMap.tooManyPoints', {
        field: 'csv',
        max: MAP_POINTS_MAX,
      });
    }
    const sort = await lastSeatSort(tx, area.id);
    const columns: SeatColumns[] = rows.map((row, index) => ({
      areaId: area.id,
      itemsId: record.itemsId,
      label: row.label || `${area.title} ${row.displayNo}号`,
      status: 1,
      priceList: ownTerms(area, row.priceFen),
      displayNo: row.displayNo,
      seatName: row.seatName,
      seatIntro: row.intro,
      sort: sort + index + 1,
    }));
    const seats = await insertSeats(tx, columns);
    const points: TMapPoint[] = rows.map((row, index) => ({
      id: row.displayNo,
      x: row.x,
      y: row.y,
      seatId: seats[index]?.id ?? 0,
    }));
    const saved = await updateMapDefinition(
      tx,
      record.id,
      withPoints(definition, 'treeList', points, area.id),
    );
    await recordAudit(tx, actor, {
      action: 'namingMap.importPoints',
      targetType: 'naming_map',
      targetId: record.id,
      after: {
        areaId: area.id,
        count: points.length,
        seatIds: points.slice(0, 200).map((point) => point.seatId),
      },
    });
    const itemsName = (await projectName(tx, record.itemsId)) ?? '';
    return {
      detail: await detailOf(tx, saved, itemsName, language),
      list: 'treeList',
      added: points,
      areaId: area.id,
    };
  });
}
