import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/site.ts';

export async function insertFile(
  db: Db,
  values: { storageKey: string; contentType: string; bytes: number; userId: number },
): Promise<void> {
  await db.insert(files).values(values);
}

export async function isUploadOf(db: Db, storageKey: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.storageKey, storageKey), eq(files.userId, userId)));
  return row !== undefined;
}
