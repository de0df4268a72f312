import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { donationForms } from '../../db/schema/donation-forms.ts';
import { items } from '../../db/schema/items.ts';

export type DonationFormRecord = typeof donationForms.$inferSelect;
export type DonationFormValues = Omit<typeof donationForms.$inferInsert, 'itemsId'>;

export async function findDonationForm(db: Db | Tx, itemsId: number): Promise<DonationFormRecord | null> {
  const [row] = await db.select().from(donationForms).where(eq(donationForms.itemsId, itemsId)).limit(1);
  return row ?? null;
}

/** The form, locked for the transaction (null when the project has none yet). */
export async function lockDonationForm(tx: Tx, itemsId: number): Promise<DonationFormRecord | null> {
  const [row] = await tx
    .select()
    .from(donationForms)
    .where(eq(donationForms.itemsId, itemsId))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function projectExists(db: Db | Tx, itemsId: number): Promise<boolean> {
  const [row] = await db.select({ id: items.id }).from(items).where(eq(items.id, itemsId)).limit(1);
  return row !== undefined;
}

export async function upsertDonationForm(
  tx: Tx,
  itemsId: number,
  values: DonationFormValues,
): Promise<DonationFormRecord> {
  const [row] = await tx
    .insert(donationForms)
    .values({ itemsId, ...values })
    .onConflictDoUpdate({ target: donationForms.itemsId, set: values })
    .returning();
  if (!row) throw new Error(`form of project ${itemsId} not stored`);
  return row;
}
