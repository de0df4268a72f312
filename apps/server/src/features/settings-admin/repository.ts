import { eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { foundation, receiptConfig, settings } from '../../db/schema/site.ts';

export type FoundationRecord = typeof foundation.$inferSelect;
export type FoundationChange = Partial<Omit<typeof foundation.$inferInsert, 'id' | 'updatedAt'>>;
export type ReceiptConfigRecord = typeof receiptConfig.$inferSelect;
export type ReceiptConfigValues = Omit<typeof receiptConfig.$inferInsert, 'id'>;

export async function findFoundationRow(db: Db | Tx): Promise<FoundationRecord | null> {
  const [row] = await db.select().from(foundation).where(eq(foundation.id, 1));
  return row ?? null;
}

export async function findReceiptConfigRow(db: Db | Tx): Promise<ReceiptConfigRecord | null> {
  const [row] = await db.select().from(receiptConfig).where(eq(receiptConfig.id, 1));
  return row ?? null;
}

/** The foundation row, locked for the save (a save in another tab waits, then sees this one). */
export async function lockFoundation(tx: Tx): Promise<FoundationRecord | null> {
  const [row] = await tx.select().from(foundation).where(eq(foundation.id, 1)).for('update');
  return row ?? null;
}

export async function lockReceiptConfig(tx: Tx): Promise<ReceiptConfigRecord | null> {
  const [row] = await tx.select().from(receiptConfig).where(eq(receiptConfig.id, 1)).for('update');
  return row ?? null;
}

/** Writes the change to the one foundation row, making it (with an empty title) on a bare install. */
export async function saveFoundation(tx: Tx, change: FoundationChange): Promise<FoundationRecord> {
  const values = { ...change, updatedAt: new Date() };
  const [row] = await tx
    .insert(foundation)
    .values({ id: 1, title: '', ...values })
    .onConflictDoUpdate({ target: foundation.id, set: values })
    .returning();
  if (!row) throw new Error('the foundation row was not written');
  return row;
}

export async function saveReceiptConfig(tx: Tx, values: ReceiptConfigValues): Promise<ReceiptConfigRecord> {
  const [row] = await tx
    .insert(receiptConfig)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: receiptConfig.id, set: values })
    .returning();
  if (!row) throw new Error('the receipt config row was not written');
  return row;
}

/** Settings rows by key (the key-value table getSettingValue answers from). */
export async function findSettingRows(db: Db | Tx, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Writes public settings rows, making the ones a bare install lacks. */
export async function saveSettingRows(tx: Tx, values: Record<string, string>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await tx
      .insert(settings)
      .values({ key, value, isPublic: true })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}
