import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { togetherSettings } from '../../db/schema/donation-forms.ts';

export type TogetherSettingsRecord = typeof togetherSettings.$inferSelect;
export type TogetherSettingsValues = Omit<TogetherSettingsRecord, 'itemsId'>;

export async function findTogetherSettings(db: Db | Tx, itemsId: number) {
  const [row] = await db.select().from(togetherSettings).where(eq(togetherSettings.itemsId, itemsId));
  return row ?? null;
}

export async function saveTogetherSettings(tx: Tx, itemsId: number, values: TogetherSettingsValues) {
  await tx
    .insert(togetherSettings)
    .values({ itemsId, ...values })
    .onConflictDoUpdate({ target: togetherSettings.itemsId, set: values });
}

export async function deleteTogetherSettings(tx: Tx, itemsId: number) {
  await tx.delete(togetherSettings).where(eq(togetherSettings.itemsId, itemsId));
}
