import { createHash } from 'node:crypto';
import { isMapName } from '@alma/shared/naming-map/map-levels';
import type { Db } from '../../db/client.ts';
import { findMapByName } from './maps-repository.ts';

export type MapFile = { body: string; etag: string };

/** A map definition as the web asks for it (doc 4 §7 static map JSON), or null for none. */
export async function readMapFile(db: Db, fileName: string): Promise<MapFile | null> {
  const name = fileName.endsWith('.json') ? fileName.slice(0, -'.json'.length) : '';
  if (!isMapName(name)) return null;
  const row = await findMapByName(db, name);
  if (!row) return null;
  const body = JSON.stringify(row.definition);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}
