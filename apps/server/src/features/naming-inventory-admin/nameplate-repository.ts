import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { nameplateExamples } from '../../db/schema/naming.ts';

export type NameplateRecord = typeof nameplateExamples.$inferSelect;

export async function findTemplate(db: Db | Tx, itemsId: number, lock = false) {
  const query = db.select().from(nameplateExamples).where(eq(nameplateExamples.itemsId, itemsId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function upsertTemplate(tx: Tx, values: NameplateRecord): Promise<NameplateRecord> {
  const { itemsId, ...rest } = values;
  const [row] = await tx
    .insert(nameplateExamples)
    .values(values)
    .onConflictDoUpdate({ target: nameplateExamples.itemsId, set: rest })
    .returning();
  if (!row) throw new Error('nameplate template not stored');
  return row;
}
