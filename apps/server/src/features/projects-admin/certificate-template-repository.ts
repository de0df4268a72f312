import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { items } from '../../db/schema/items.ts';

export async function findCertificateTemplate(db: Db | Tx, itemsId: number) {
  const [row] = await db
    .select({ name: items.name, template: items.certificateTemplate })
    .from(items)
    .where(eq(items.id, itemsId));
  return row;
}

export async function lockCertificateTemplate(tx: Tx, itemsId: number) {
  const [row] = await tx
    .select({ template: items.certificateTemplate })
    .from(items)
    .where(eq(items.id, itemsId))
    .for('update');
  return row;
}

export async function saveCertificateTemplate(
  tx: Tx,
  itemsId: number,
  template: Record<string, unknown> | null,
) {
  await tx.update(items).set({ certificateTemplate: template }).where(eq(items.id, itemsId));
}
