import type { TNamingMapDetail, TNamingMapRow, ZNamingMapCreate } from '@alma/shared/admin-api/naming-maps';
import { AppError } from '@alma/shared/errors/app-error';
import type { Language } from '@alma/shared/i18n/language';
import type { TMapDefinition, TMapDefinitionInput } from '@alma/shared/naming-map/map-definition';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AuditActor, recordAudit, recordNoChange } from '../../audit/record-audit.ts';
import type { Database, Db, Tx } from '../../db/client.ts';
import { assertStoredImages } from '../files/staff-upload-service.ts';
import { assertSeatsOfMap, parseDefinition } from './definition-check.ts';
import { definitionOf, detailOf, rowOf, versionOf } from './map-view.ts';
import {
  deleteMap,
  findMap,
  insertMap,
  listMaps,
  lockMap,
  mapNameTaken,
  projectName,
  updateMapDefinition,
} from './repository.ts';

export const notFound = () => new AppError('NOT_FOUND', 'error.notFound');

export async function mapRows(db: Db | Tx, itemsId: number | undefined): Promise<TNamingMapRow[]> {
  const rows = await listMaps(db, itemsId);
  return rows.map(({ map, itemsName }) => rowOf(map, itemsName));
}

export async function mapDetail(db: Db | Tx, id: number, language: Language): Promise<TNamingMapDetail> {
  const row = await findMap(db, id);
  if (!row) throw notFound();
  return detailOf(db, row.map, row.itemsName, language);
}

/**
 * What the audit trail keeps of a definition: every setting and the area points whole, the points
 * by count and by what a save added, removed or moved (a 5,000-point map whole in every row would
 * bury the trail; the seats themselves are rows of their own).
 */
export function auditOfDefinition(definition: TMapDefinition, before?: TMapDefinition) {
  const { treeList, buildingList, ...settings } = definition;
  const points = [...treeList, ...buildingList];
  const summary = { ...settings, points: points.length };
  if (!before) return summary;
  const old = new Map([...before.treeList, ...before.buildingList].map((point) => [point.seatId, point]));
  const now = new Set(points.map((point) => point.seatId));
  const cap = (ids: number[]) => ids.slice(0, 200);
  return {
    ...summary,
    added: cap(points.filter((point) => !old.has(point.seatId)).map((point) => point.seatId)),
    removed: cap([...old.keys()].filter((id) => !now.has(id))),
    moved: cap(
      points
        .filter((point) => {
          const was = old.get(point.seatId);
          return was !== undefined && (was.x !== point.x || was.y !== point.y || was.id !== point.id);
        })
        .map((point) => point.seatId),
    ),
  };
}

/** Map names are unique across the installation (the web asks for a map by name alone). */
async function lockMapNames(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('naming-maps-admin', 0))`);
}

export async function createMap(
  database: Database,
  actor: AuditActor,
  input: z.infer<typeof ZNamingMapCreate>,
  language: Language,
): Promise<TNamingMapDetail> {
  return database.db.transaction(async (tx) => {
    const itemsName = await projectName(tx, input.itemsId);
    if (itemsName === null) {
      throw new AppError('INVALID_REQUEST', 'admin.namingMap.projectNotFound', { field: 'itemsId' });
    }
    await lockMapNames(tx);
    if (await mapNameTaken(tx, input.name)) {
      throw new AppError('CONFLICT', 'admin.namingMap.nameTaken', { field: 'name', name: input.name });
    }
    await assertStoredImages(tx, [{ field: 'map', url: input.map }]);
    // No first view of its own: the map opens on its points (naming-map/first-view.ts) until
    // staff set one in the editor, so a new map never opens on an empty corner of its picture.
    const start: TMapDefinitionInput = {
      width: input.width,
      height: input.height,
      minScale: 0.1,
      maxScale: 2,
      map: input.map,
      title: input.title,
      titleEn: input.titleEn,
      pointKind: input.pointKind,
    };
    const definition = parseDefinition(start);
    const row = await insertMap(tx, { itemsId: input.itemsId, name: input.name, definition });
    await recordAudit(tx, actor, {
      action: 'namingMap.create',
      targetType: 'naming_map',
      targetId: row.id,
      after: { itemsId: row.itemsId, name: row.name, ...auditOfDefinition(definition) },
    });
    return detailOf(tx, row, itemsName, language);
  });
}

/**
 * Saves the whole definition: the shared schema, then the project's areas and seats. The served
 * file (config/{school}/maps/{name}.json) reads the table on every request, under an ETag from
 * updated_at, so the donor's next load has it; there is no cache to drop.
 */
export async function saveMap(
  database: Database,
  actor: AuditActor,
  id: number,
  raw: unknown,
  version: string | undefined,
  language: Language,
): Promise<TNamingMapDetail> {
  return database.db.transaction(async (tx) => {
    const record = await lockMap(tx, id);
    if (!record) throw notFound();
    if (version !== undefined && version !== versionOf(record)) {
      throw new AppError('CONFLICT', 'admin.namingMap.changedMeanwhile', { field: 'version' });
    }
    const definition = parseDefinition(raw);
    await assertSeatsOfMap(tx, record.itemsId, definition);
    const before = definitionOf(record);
    if (definition.map !== before.map) await assertStoredImages(tx, [{ field: 'map', url: definition.map }]);
    let saved = record;
    if (JSON.stringify(before) === JSON.stringify(definition)) recordNoChange(actor);
    else {
      saved = await updateMapDefinition(tx, id, definition);
      await recordAudit(tx, actor, {
        action: 'namingMap.save',
        targetType: 'naming_map',
        targetId: id,
        before: auditOfDefinition(before),
        after: auditOfDefinition(definition, before),
      });
    }
    const itemsName = (await projectName(tx, record.itemsId)) ?? '';
    return detailOf(tx, saved, itemsName, language);
  });
}

/** The map goes; its seats stay (they are the project's inventory, perhaps named already). */
export async function removeMap(database: Database, actor: AuditActor, id: number): Promise<void> {
  await database.db.transaction(async (tx) => {
    const record = await lockMap(tx, id);
    if (!record) throw notFound();
    await deleteMap(tx, id);
    await recordAudit(tx, actor, {
      action: 'namingMap.delete',
      targetType: 'naming_map',
      targetId: id,
      before: { itemsId: record.itemsId, name: record.name, ...auditOfDefinition(definitionOf(record)) },
    });
  });
}
