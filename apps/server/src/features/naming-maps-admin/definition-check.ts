import type { TNamingMapWarning } from '@alma/shared/admin-api/naming-maps';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import { type MessageKey, type MessageParams, translate } from '@alma/shared/i18n/server-messages';
import { type TMapDefinition, ZMapDefinition } from '@alma/shared/naming-map/map-definition';
import { MAP_LEVELS, mapNameOf } from '@alma/shared/naming-map/map-levels';
import type { Db, Tx } from '../../db/client.ts';
import { mapsNamedLike, projectAreas, seatsByIds } from './repository.ts';

/** A map's place in its area's levels, from its name (`yc-1`, `yc-2-a`). */
export function placeOfName(name: string): { area: string; level: number; next: string | null } {
  const [area = '', level = '1', next] = name.split('-');
  return { area, level: Number(level), next: next ?? null };
}

const POINT_LISTS = new Set(['treeList', 'buildingList', 'areaList']);

function valueAt(raw: unknown, path: ReadonlyArray<PropertyKey>): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    raw,
  );
}

/**
 * Parses a definition with the shared schema; its first problem becomes a message in the staff
 * member's words naming the field (`treeList.3.x`), so the editor can put it by the field or point.
 */
export function parseDefinition(raw: unknown): TMapDefinition {
  const result = ZMapDefinition.safeParse(raw);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const path = issue?.path ?? [];
  const field = path.length > 0 ? path.map(String).join('.') : 'definition';
  const params: MessageParams = { field };
  const [list, index] = path;
  if (typeof list === 'string' && POINT_LISTS.has(list) && typeof index === 'number')
    params.index = index + 1;
  const missing = valueAt(raw, path) === undefined;
  const key: MessageKey =
    issue?.message === 'outside'
      ? 'admin.namingMap.pointOutside'
      : issue?.message === 'seatId' && issue.code === 'custom'
        ? 'admin.namingMap.seatTwice'
        : issue?.message === 'minScale' && issue.code === 'custom'
          ? 'admin.namingMap.scaleOrder'
          : missing
            ? 'error.missingField'
            : list === 'map'
              ? 'admin.namingMap.picture'
              : list === 'vr'
                ? 'admin.namingMap.vr'
                : 'admin.namingMap.fieldInvalid';
  throw new AppError('INVALID_REQUEST', key, params);
}

/**
 * The rules the schema cannot know: the map's areas are the project's, and every point's seat is a
 * seat of the project in one of the map's areas (the status list the donor's map loads is asked by
 * those areas, so a point elsewhere would never show).
 */
export async function assertSeatsOfMap(db: Db | Tx, itemsId: number, definition: TMapDefinition) {
  const areas = new Set((await projectAreas(db, itemsId)).map((area) => area.id));
  for (const [index, areaId] of definition.areaIdList.entries()) {
    if (!areas.has(areaId)) {
      throw new AppError('INVALID_REQUEST', 'admin.namingMap.areaForeign', {
        field: `areaIdList.${index}`,
        areaId,
      });
    }
  }
  const lists = [
    ['treeList', definition.treeList],
    ['buildingList', definition.buildingList],
  ] as const;
  const ids = lists.flatMap(([, points]) => points.map((point) => point.seatId));
  const seats = new Map((await seatsByIds(db, ids)).map((seat) => [seat.id, seat]));
  const mapAreas = new Set(definition.areaIdList);
  for (const [list, points] of lists) {
    for (const [index, point] of points.entries()) {
      const seat = seats.get(point.seatId);
      const params = { field: `${list}.${index}.seatId`, index: index + 1, seatId: point.seatId };
      if (!seat || seat.itemsId !== itemsId) {
        throw new AppError('INVALID_REQUEST', 'admin.namingMap.seatForeign', params);
      }
      if (!mapAreas.has(seat.areaId)) {
        throw new AppError('INVALID_REQUEST', 'admin.namingMap.seatOutsideAreas', params);
      }
    }
  }
}

/**
 * What a save lets through but staff should see: area points leading to a map that does not exist
 * yet (maps are often drawn top-down, so the level below may come later), and area points on the
 * last level, which lead nowhere. Warned, not refused.
 */
export async function warningsOf(
  db: Db | Tx,
  name: string,
  definition: TMapDefinition,
  language: Language,
): Promise<TNamingMapWarning[]> {
  if (definition.areaList.length === 0) return [];
  const place = placeOfName(name);
  const say = (key: MessageKey, params: MessageParams) => ({
    field: String(params.field),
    message: translate(language, key, params),
  });
  if (place.level >= MAP_LEVELS) {
    return definition.areaList.map((_, index) =>
      say('admin.namingMap.lastLevel', { field: `areaList.${index}.next` }),
    );
  }
  const below = { area: place.area, level: place.level + 1 };
  const names = new Set((await mapsNamedLike(db, `${below.area}-${below.level}-`)).map((map) => map.name));
  return definition.areaList.flatMap((area, index) => {
    const target = mapNameOf({ ...below, next: area.next });
    if (names.has(target)) return [];
    return [
      say('admin.namingMap.nextMissing', { field: `areaList.${index}.next`, index: index + 1, name: target }),
    ];
  });
}
