import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';

/** The naming projects (items with a naming type), newest last, for the screen's project choice. */
export function listNamingProjects(db: Db | Tx) {
  return db
    .select({ id: items.id, name: items.name, namingType: items.namingType })
    .from(items)
    .where(isNotNull(items.namingType))
    .orderBy(asc(items.id));
}

/** Whether the project exists and is a naming project. */
export async function isNamingProject(db: Db | Tx, itemsId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemsId), isNotNull(items.namingType)));
  return row !== undefined;
}
