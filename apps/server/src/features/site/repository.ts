import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foundation, receiptConfig, settings } from '../../db/schema/site.ts';

export async function findFoundation(db: Db) {
  const [row] = await db.select().from(foundation).where(eq(foundation.id, 1));
  return row ?? null;
}

export async function findReceiptConfig(db: Db) {
  const [row] = await db.select().from(receiptConfig).where(eq(receiptConfig.id, 1));
  return row ?? null;
}

export async function findPublicSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value, isPublic: settings.isPublic })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.isPublic ? row.value : null;
}

export async function listPublicSettings(db: Db) {
  return db
    .select({ settingKey: settings.key, settingValue: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, true))
    .orderBy(settings.key);
}
