import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { files } from '../../db/schema/site.ts';

/** The storage keys among `keys` that name files this server stored. */
export async function findStoredKeys(db: Db | Tx, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(inArray(files.storageKey, [...keys]));
  return new Set(rows.map((row) => row.storageKey));
}

/** A file stored for the console: no donor owns it; the audit trail says which staff member did. */
export async function insertStaffFile(
  tx: Tx,
  values: { storageKey: string; contentType: string; bytes: number },
): Promise<number> {
  const [row] = await tx.insert(files).values(values).returning({ id: files.id });
  if (!row) throw new Error('file row not stored');
  return row.id;
}
