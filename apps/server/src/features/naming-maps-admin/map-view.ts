import type { TNamingMapDetail, TNamingMapRow } from '@alma/shared/admin-api/naming-maps';
import { toWireDate } from '@alma/shared/dates/wire-date';
import type { Language } from '@alma/shared/i18n/language';
import { fenToYuan } from '@alma/shared/money/money';
import { type TMapDefinition, ZMapDefinition } from '@alma/shared/naming-map/map-definition';
import type { Db, Tx } from '../../db/client.ts';
import { placeOfName, warningsOf } from './definition-check.ts';
import { type MapRecord, mapsNamedLike, projectAreas, type SeatTerm, seatsByIds } from './repository.ts';

/** The lowest term's price in yuan, or null for no terms. */
export function lowestPrice(terms: readonly SeatTerm[] | null | undefined): number | null {
  if (!terms || terms.length === 0) return null;
  return fenToYuan(Math.min(...terms.map((term) => term.termMoneyFen)));
}

/**
 * A stored definition as the schema reads it (defaults filled). One edited by hand past the schema
 * is shown as stored: the editor runs the same schema and lists what a save would refuse.
 */
export function definitionOf(record: MapRecord): TMapDefinition {
  const parsed = ZMapDefinition.safeParse(record.definition);
  return parsed.success ? parsed.data : (record.definition as unknown as TMapDefinition);
}

/** The stored change a detail shows (updated_at to the millisecond). */
export const versionOf = (record: MapRecord): string => record.updatedAt.toISOString();

export function rowOf(record: MapRecord, itemsName: string): TNamingMapRow {
  const definition = definitionOf(record);
  return {
    id: record.id,
    itemsId: record.itemsId,
    itemsName,
    name: record.name,
    level: placeOfName(record.name).level,
    title: definition.title ?? '',
    pointKind: definition.pointKind ?? 'tree',
    points: (definition.treeList?.length ?? 0) + (definition.buildingList?.length ?? 0),
    updatedAt: toWireDate(record.updatedAt) ?? '',
  };
}

/** What the editor opens: the map, the project's areas, its points' seats, the maps it may lead to. */
export async function detailOf(
  db: Db | Tx,
  record: MapRecord,
  itemsName: string,
  language: Language,
): Promise<TNamingMapDetail> {
  const definition = definitionOf(record);
  const place = placeOfName(record.name);
  const areas = await projectAreas(db, record.itemsId);
  const areaPrices = new Map(areas.map((area) => [area.id, area.priceList]));
  const points = [...(definition.treeList ?? []), ...(definition.buildingList ?? [])];
  const seats = await seatsByIds(
    db,
    points.map((point) => point.seatId),
  );
  const below = await mapsNamedLike(db, `${place.area}-${place.level + 1}-`);
  return {
    ...rowOf(record, itemsName),
    definition,
    version: versionOf(record),
    areas: areas.map((area) => ({
      id: area.id,
      title: area.title,
      type: area.type,
      price: lowestPrice(area.priceList),
    })),
    seats: seats.map((seat) => ({
      id: seat.id,
      areaId: seat.areaId,
      label: seat.label,
      seatName: seat.seatName,
      displayNo: seat.displayNo,
      price: lowestPrice(seat.priceList ?? areaPrices.get(seat.areaId)),
      ownPrice: seat.priceList !== null,
      status: seat.status,
    })),
    mapsBelow: below.map((map) => ({
      id: map.id,
      name: map.name,
      next: placeOfName(map.name).next ?? '',
      title: typeof map.definition.title === 'string' ? map.definition.title : '',
    })),
    warnings: await warningsOf(db, record.name, definition, language),
  };
}
